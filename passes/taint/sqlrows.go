package taint

import "go/types"

// rowsOnly reports the methods of a result set already read whose errors
// carry no DSN, host or query text:
//
//   - database/sql's (*sql.Rows).Scan, Columns and ColumnTypes fail on a
//     closed result set or on a column value that does not convert ("sql:
//     Scan error on column index 1, name \"created\": converting NULL to
//     string is unsupported"), which the model can act on. The driver's own
//     errors surface from Query, Next and Err. (*sql.Row).Scan is not one:
//     it returns the query's error.
//   - pgx's (v4, v5) Rows.Scan and Values fail on a field count that does
//     not match or a value that does not convert ("can't scan into
//     dest[0] (col: id): …"); the query's errors surface from Query and
//     Err, and Row.Scan (QueryRow) returns the query's error.
//   - sqlx's (*Rows).StructScan, SliceScan and MapScan are Columns and
//     Scan of the rows it wraps; (*Row).StructScan, SliceScan and MapScan
//     return the query's error, like (*sql.Row).Scan.
//   - the MongoDB driver's (v1, v2) (*Cursor).Decode fails on a document
//     already fetched that does not decode into the value ("error decoding
//     key n: cannot decode string into an int"); Find, the cursor's Next,
//     All and Err, and SingleResult.Decode (FindOne's error) stay sources.
func rowsOnly(path, recv, name string) bool {
	switch {
	case path == "database/sql" && recv == "Rows":
		return name == "Scan" || name == "Columns" || name == "ColumnTypes"
	case (path == "github.com/jackc/pgx/v5" || path == "github.com/jackc/pgx/v4") && recv == "Rows":
		return name == "Scan" || name == "Values"
	case path == "github.com/jmoiron/sqlx" && recv == "Rows":
		return name == "StructScan" || name == "SliceScan" || name == "MapScan"
	case (path == "go.mongodb.org/mongo-driver/mongo" || path == "go.mongodb.org/mongo-driver/v2/mongo") && recv == "Cursor":
		return name == "Decode"
	}
	return false
}

// namedOf returns the name of t, a named type or a pointer to one, or "".
func namedOf(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}
