// Package api declares the memory store the tools use; it sees both
// implementations (it imports package backend to build them), and records
// what a call of each method carries for packages that import it only.
package api

import (
	"context"

	"errorleak/ifacemulti2/backend"
)

// Memory is the store.
type Memory interface {
	Get(ctx context.Context, id string) (string, error)
	Forget(ctx context.Context, id string) error
}

// Open returns the store.
func Open(dual bool) Memory {
	if dual {
		return &backend.Dual{Primary: backend.New(), Shadow: backend.New()}
	}
	return backend.New()
}
