// Package sqlx is a stub of github.com/jmoiron/sqlx for the tests: a
// database handle, its result sets and rows.
package sqlx

import "context"

// DB is a database handle.
type DB struct{}

// Connect opens a database and pings it.
func Connect(driverName, dataSourceName string) (*DB, error) { return &DB{}, nil }

// QueryxContext runs query and returns its result set.
func (db *DB) QueryxContext(ctx context.Context, query string, args ...any) (*Rows, error) {
	return &Rows{}, nil
}

// QueryRowxContext runs query and returns its first row.
func (db *DB) QueryRowxContext(ctx context.Context, query string, args ...any) *Row { return &Row{} }

// Rows is a result set.
type Rows struct{}

// Next prepares the next row.
func (r *Rows) Next() bool { return false }

// Err returns the error of the iteration.
func (r *Rows) Err() error { return nil }

// Close closes the result set.
func (r *Rows) Close() error { return nil }

// MapScan scans the row into dest.
func (r *Rows) MapScan(dest map[string]any) error { return nil }

// StructScan scans the row into dest.
func (r *Rows) StructScan(dest any) error { return nil }

// SliceScan scans the row into a slice.
func (r *Rows) SliceScan() ([]any, error) { return nil, nil }

// Row is one row; its scans return the query's error.
type Row struct{}

// MapScan scans the row into dest.
func (r *Row) MapScan(dest map[string]any) error { return nil }
