package reportscope

func inTest() {}
