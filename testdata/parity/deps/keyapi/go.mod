module example.com/keyapi

go 1.24
