// Package store declares the notes store the tools use and its SQLite
// implementation, the only database it opens.
package store

import (
	"context"
	"database/sql"
)

// Store answers queries of the notes.
type Store interface {
	QueryRow(ctx context.Context, q string, args ...any) *sql.Row
	Query(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}

// DB is the SQLite implementation of Store.
type DB struct{ db *sql.DB }

// Open opens the SQLite file at path.
func Open(path string) (*DB, error) {
	d, err := sql.Open("sqlite", path)
	if err != nil {
		return nil, err
	}
	return &DB{db: d}, nil
}

// Query runs q.
func (d *DB) Query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return d.db.QueryContext(ctx, q, args...)
}

// QueryRow runs q.
func (d *DB) QueryRow(ctx context.Context, q string, args ...any) *sql.Row {
	return d.db.QueryRowContext(ctx, q, args...)
}
