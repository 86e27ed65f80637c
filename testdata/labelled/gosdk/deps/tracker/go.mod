module example.com/tracker

go 1.24
