// Package storeauth resolves a request's caller by looking its bearer
// token up in a table: what the table holds for the token is the caller.
package storeauth

import (
	"context"
	"errors"
	"net/http"
	"strings"
)

// Caller is who sent the request.
type Caller struct {
	ID     string
	Scopes []string
}

// HasScope says whether the caller was granted scope s.
func (c *Caller) HasScope(s string) bool {
	for _, x := range c.Scopes {
		if x == s {
			return true
		}
	}
	return false
}

type key struct{}

// With stores the caller in the context.
func With(ctx context.Context, c *Caller) context.Context { return context.WithValue(ctx, key{}, c) }

// From reads the caller back.
func From(ctx context.Context) (*Caller, bool) {
	c, ok := ctx.Value(key{}).(*Caller)
	return c, ok && c != nil
}

// ErrNoToken is a missing or unknown token.
var ErrNoToken = errors.New("no bearer token")

// Store holds the issued tokens.
type Store struct{ tokens map[string]*Caller }

// Lookup resolves the bearer token of a request header to its caller.
func (s *Store) Lookup(h http.Header) (*Caller, error) {
	tok := strings.TrimPrefix(h.Get("Authorization"), "Bearer ")
	if tok == "" {
		return nil, ErrNoToken
	}
	c, ok := s.tokens[tok]
	if !ok {
		return nil, ErrNoToken
	}
	return c, nil
}

// bearer returns the request's bearer token, if it has one.
func bearer(h http.Header) (string, bool) {
	tok, ok := strings.CutPrefix(h.Get("Authorization"), "Bearer ")
	return tok, ok && tok != ""
}

// Authenticate is Lookup through a comma-ok extractor: its failure is a
// missing or unknown token too.
func (s *Store) Authenticate(h http.Header) (*Caller, error) {
	tok, ok := bearer(h)
	if !ok {
		return nil, ErrNoToken
	}
	c := s.tokens[tok]
	if c == nil {
		return nil, ErrNoToken
	}
	return c, nil
}
