// Package db holds the store the tools run with, behind an interface the
// tools declare their field with.
package db

import (
	"context"
	"database/sql"
)

// Getter reads notes.
type Getter interface {
	Get(ctx context.Context, id string) (string, error)
}

// Store reads notes from the database.
type Store struct{ DB *sql.DB }

// Get returns a note.
func (s *Store) Get(ctx context.Context, id string) (string, error) {
	var body string
	err := s.DB.QueryRowContext(ctx, "SELECT body FROM notes WHERE id = $1", id).Scan(&body)
	return body, err
}
