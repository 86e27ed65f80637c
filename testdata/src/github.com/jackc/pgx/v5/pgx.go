// Package pgx is a stub of github.com/jackc/pgx/v5 for the tests: a
// connection, its result sets and rows.
package pgx

import (
	"context"

	"github.com/jackc/pgx/v5/pgconn"
)

// Conn is a connection to PostgreSQL.
type Conn struct{}

// Connect opens a connection.
func Connect(ctx context.Context, connString string) (*Conn, error) { return &Conn{}, nil }

// Query runs sql and returns its result set.
func (c *Conn) Query(ctx context.Context, sql string, args ...any) (Rows, error) { return nil, nil }

// Exec runs a command and returns its tag.
func (c *Conn) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

// QueryRow runs sql and returns its first row.
func (c *Conn) QueryRow(ctx context.Context, sql string, args ...any) Row { return nil }

// Rows is a result set.
type Rows interface {
	Close()
	Err() error
	Next() bool
	Scan(dest ...any) error
	Values() ([]any, error)
}

// Row is one row; its Scan returns the query's error.
type Row interface {
	Scan(dest ...any) error
}
