// Package clean implements store.Cache without any error text of its own.
package clean

import (
	"context"
	"errors"
)

// Memory is an in-memory cache.
type Memory struct{ notes []string }

// Recent returns the recent notes.
func (m *Memory) Recent(ctx context.Context) ([]string, error) {
	if len(m.notes) == 0 {
		return nil, errors.New("no recent notes")
	}
	return m.notes, nil
}
