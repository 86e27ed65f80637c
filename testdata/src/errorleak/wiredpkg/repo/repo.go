// Package repo declares the repository interface only.
package repo

import "context"

// Notes finds notes.
type Notes interface {
	Title(ctx context.Context, id int64) (string, error)
}
