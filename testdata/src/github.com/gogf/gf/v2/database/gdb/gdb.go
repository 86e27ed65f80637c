// Package gdb is a hand-written stub of GoFrame's database layer: the
// calls mcplint's tests make.
package gdb

import "context"

// Record is one row.
type Record map[string]any

// Result is the rows of a query.
type Result []Record

// DB is a database.
type DB interface {
	GetAll(ctx context.Context, sql string, args ...any) (Result, error)
}
