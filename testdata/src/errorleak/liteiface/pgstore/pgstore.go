// Package pgstore opens the server's Postgres database, another
// implementation of store.Store.
package pgstore

import (
	"context"
	"database/sql"
	"os"
)

// PG is the Postgres implementation of store.Store.
type PG struct{ db *sql.DB }

// Open opens the database the environment names.
func Open() (*PG, error) {
	d, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		return nil, err
	}
	return &PG{db: d}, nil
}

// Query runs q.
func (p *PG) Query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return p.db.QueryContext(ctx, q, args...)
}

// QueryRow runs q.
func (p *PG) QueryRow(ctx context.Context, q string, args ...any) *sql.Row {
	return p.db.QueryRowContext(ctx, q, args...)
}
