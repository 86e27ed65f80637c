// Package issues keeps the tracker's client in a type of its own, built
// on the base URL its constructor is given.
package issues

import (
	"fmt"

	"example.com/tracker"
)

// Board reads issues.
type Board struct {
	c *tracker.Client
}

// NewBoard returns a board of the tracker at baseURL.
func NewBoard(baseURL, token string) *Board {
	return &Board{c: tracker.New(token, tracker.WithBaseURL(baseURL))}
}

// Title returns the title of issue id.
func (b *Board) Title(id string) (string, error) {
	t, err := b.c.Issues.Title(id)
	if err != nil {
		return "", fmt.Errorf("read issue %s: %w", id, err)
	}
	return t, nil
}
