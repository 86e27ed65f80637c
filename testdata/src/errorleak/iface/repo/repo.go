// Package repo hides the server's database behind an interface with one
// implementation (and a test double).
package repo

import (
	"context"
	"database/sql"
	"errors"
)

// Client runs queries.
type Client interface {
	Query(ctx context.Context, q string) ([]string, error)
}

// Postgres is the implementation the server runs.
type Postgres struct{ DB *sql.DB }

// Query runs q.
func (p *Postgres) Query(ctx context.Context, q string) ([]string, error) {
	rows, err := p.DB.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return nil, nil
}

// Logged wraps a Client and counts its calls; Query is the embedded
// client's, so a call of Query through Logged carries what the wrapped
// implementation does.
type Logged struct {
	Client
	Calls int
}

// Cached wraps a Client; its Query forwards to the wrapped one, so it
// carries what the other implementations do.
type Cached struct {
	Client
	hits map[string][]string
}

// Query answers from the cache or the wrapped client.
func (c *Cached) Query(ctx context.Context, q string) ([]string, error) {
	if rows, ok := c.hits[q]; ok {
		return rows, nil
	}
	return c.Client.Query(ctx, q)
}

// ClientMock stands in for Postgres in tests.
type ClientMock struct{ Fail bool }

// Query answers from memory.
func (m *ClientMock) Query(ctx context.Context, q string) ([]string, error) {
	if m.Fail {
		return nil, errors.New("mock failure")
	}
	return []string{q}, nil
}

// Cache looks values up; two implementations.
type Cache interface {
	Get(key string) (string, error)
}

// MemCache is one cache.
type MemCache struct{ DB *sql.DB }

// Get reads key.
func (c *MemCache) Get(key string) (string, error) {
	var v string
	err := c.DB.QueryRow("SELECT v FROM kv WHERE k = $1", key).Scan(&v)
	return v, err
}

// NopCache is another.
type NopCache struct{}

// Get finds nothing.
func (NopCache) Get(key string) (string, error) { return "", errors.New("not cached") }

// Tx runs statements in a transaction.
type Tx interface {
	Exec(ctx context.Context, q string) error
}

// NewTx returns the server's transaction; its type is not exported, so
// no package that imports this one sees it under every driver (go vet
// reads export data): its errors are not followed through Tx.
func NewTx(db *sql.DB) Tx { return &tx{db: db} }

type tx struct{ db *sql.DB }

func (t *tx) Exec(ctx context.Context, q string) error {
	_, err := t.db.ExecContext(ctx, q)
	return err
}
