module labelled/handrolled

go 1.26.0
