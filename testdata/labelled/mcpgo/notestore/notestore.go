// Package notestore keeps notes in the server's database behind an
// interface with one implementation.
package notestore

import (
	"context"
	"database/sql"
)

// Store reads notes.
type Store interface {
	Note(ctx context.Context, id string) (string, error)
}

// SQL is the Store the server runs.
type SQL struct{ DB *sql.DB }

// Note reads note id.
func (s *SQL) Note(ctx context.Context, id string) (string, error) {
	var body string
	err := s.DB.QueryRowContext(ctx, "SELECT body FROM notes WHERE id = $1", id).Scan(&body)
	return body, err
}

// FakeStore stands in for SQL in tests.
type FakeStore struct{ Notes map[string]string }

// Note reads note id from memory.
func (f *FakeStore) Note(ctx context.Context, id string) (string, error) {
	return f.Notes[id], nil
}
