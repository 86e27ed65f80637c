package reportdirective

//mcplint:file-ignore other the whole file is exempt from the other check

func fileIgnored() {
	_ = bad() + other() // want `badcall: bad called`
}
