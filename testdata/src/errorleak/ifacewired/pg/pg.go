// Package pg implements store.Store on a SQL database; only package cmd,
// which wires it into the tools, imports it.
package pg

import (
	"context"
	"database/sql"
)

// DB is the SQL store.
type DB struct{ db *sql.DB }

// Open opens the configured database.
func Open(dsn string) (*DB, error) {
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return nil, err
	}
	return &DB{db: db}, nil
}

// Get reads a note.
func (d *DB) Get(ctx context.Context, id string) (string, error) {
	var body string
	err := d.db.QueryRowContext(ctx, "SELECT body FROM notes WHERE id = $1", id).Scan(&body)
	return body, err
}
