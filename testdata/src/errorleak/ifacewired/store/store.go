// Package store declares the persistence interface the tools hold.
package store

import "context"

// Store persists notes.
type Store interface {
	Get(ctx context.Context, id string) (string, error)
}

// Cache keeps recent notes.
type Cache interface {
	Recent(ctx context.Context) ([]string, error)
}
