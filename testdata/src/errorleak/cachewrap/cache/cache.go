// Package cache wraps an item source with a cache; it implements Source
// itself and forwards what it does not hold.
package cache

import "context"

// Source gives items.
type Source interface {
	Item(ctx context.Context, id string) (string, error)
}

// Cached holds items of its source.
type Cached struct {
	src  Source
	seen map[string]string
}

// New wraps src.
func New(src Source) *Cached { return &Cached{src: src, seen: map[string]string{}} }

// Item returns the cached item, or its source's.
func (c *Cached) Item(ctx context.Context, id string) (string, error) {
	if v, ok := c.seen[id]; ok {
		return v, nil
	}
	return c.src.Item(ctx, id)
}
