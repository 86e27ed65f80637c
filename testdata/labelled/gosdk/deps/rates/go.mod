module example.com/rates

go 1.24
