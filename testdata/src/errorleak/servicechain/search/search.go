// Package search is a domain service holding its embedder and its memo
// as interfaces it declares; it implements neither, and its errors wrap
// theirs.
package search

import (
	"context"
	"fmt"
)

// Embedder turns text into a vector.
type Embedder interface {
	Embed(ctx context.Context, text string) ([]float32, error)
}

// Memo remembers past queries.
type Memo interface {
	Last(ctx context.Context) (string, error)
}

// Service searches.
type Service struct {
	emb  Embedder
	memo Memo
}

// New returns a service over e and m.
func New(e Embedder, m Memo) *Service { return &Service{emb: e, memo: m} }

// Query embeds q and searches with it.
func (s *Service) Query(ctx context.Context, q string) (int, error) {
	vec, err := s.emb.Embed(ctx, q)
	if err != nil {
		return 0, fmt.Errorf("embed %q: %w", q, err)
	}
	return len(vec), nil
}

// Previous returns the last query.
func (s *Service) Previous(ctx context.Context) (string, error) {
	q, err := s.memo.Last(ctx)
	if err != nil {
		return "", fmt.Errorf("memo: %w", err)
	}
	return q, nil
}
