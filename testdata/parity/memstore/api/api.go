// Package api declares the memory store and builds it from package
// backend: it records, on the interface's methods, what a call carries
// for packages that import it only (go vet gives a package the facts of
// its direct imports).
package api

import (
	"context"

	"parity/memstore/backend"
)

// Memory is the store.
type Memory interface {
	Get(ctx context.Context, id string) (string, error)
	Drop(ctx context.Context, id string) error
}

// Open returns the store.
func Open(mirror bool) Memory {
	if mirror {
		return &backend.Mirror{Primary: backend.New()}
	}
	return backend.New()
}
