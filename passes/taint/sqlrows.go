package taint

// rowsOnly reports the database/sql methods of a result set already read
// whose errors carry no DSN, host or query text: (*sql.Rows).Scan,
// Columns and ColumnTypes fail on a closed result set or on a column value
// that does not convert ("sql: Scan error on column index 1, name
// \"created\": converting NULL to string is unsupported"), which the
// model can act on. The driver's own errors surface from Query, Next and
// Err. (*sql.Row).Scan is not one: it returns the query's error.
func rowsOnly(path, recv, name string) bool {
	if path != "database/sql" || recv != "Rows" {
		return false
	}
	switch name {
	case "Scan", "Columns", "ColumnTypes":
		return true
	}
	return false
}
