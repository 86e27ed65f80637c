// Package db declares the server's database client interface and its one
// implementation.
package db

import (
	"context"
	"database/sql"
)

// Client runs queries.
type Client interface {
	Query(ctx context.Context, q string) ([]string, error)
	Count(ctx context.Context) (int, error)
}

// Postgres is the Client the server runs.
type Postgres struct{ db *sql.DB }

// NewPostgres opens the server's database.
func NewPostgres(dsn string) (*Postgres, error) {
	d, err := sql.Open("postgres", dsn)
	return &Postgres{db: d}, err
}

// Query runs q.
func (p *Postgres) Query(ctx context.Context, q string) ([]string, error) {
	rows, err := p.db.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return nil, nil
}

// Count counts from a cache: its error names nothing of the database.
func (p *Postgres) Count(ctx context.Context) (int, error) {
	return 0, nil
}

// ClientMock stands in for Postgres in tests.
type ClientMock struct{}

// Query answers nothing.
func (ClientMock) Query(ctx context.Context, q string) ([]string, error) { return nil, nil }

// Count answers nothing.
func (ClientMock) Count(ctx context.Context) (int, error) { return 0, nil }

// Store has two implementations: which one runs is not known.
type Store interface {
	Get(ctx context.Context, k string) (string, error)
}

// SQLStore reads the database.
type SQLStore struct{ db *sql.DB }

// Get reads k.
func (s *SQLStore) Get(ctx context.Context, k string) (string, error) {
	var v string
	err := s.db.QueryRowContext(ctx, "SELECT v FROM kv WHERE k = $1", k).Scan(&v)
	return v, err
}

// FileStore reads a file.
type FileStore struct{}

// Get reads k.
func (FileStore) Get(ctx context.Context, k string) (string, error) { return "", nil }
