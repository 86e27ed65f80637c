// Package mem is an in-memory store that only the tools' tests use.
package mem

import (
	"context"
	"errors"
)

// Memory holds notes in a map.
type Memory struct{ Notes map[string]string }

// Get returns a note.
func (m *Memory) Get(ctx context.Context, id string) (string, error) {
	if v, ok := m.Notes[id]; ok {
		return v, nil
	}
	return "", errors.New("no such note")
}
