// Package authctx makes the server's HTTP context function and reads the
// caller it stores.
package authctx

import (
	"context"
	"net/http"
	"strings"
)

type callerKey struct{}

// Caller is the authenticated caller.
type Caller struct {
	Subject string
	Scopes  []string
}

// FromRequest returns a context function that stores the caller named by
// the bearer token.
func FromRequest() func(context.Context, *http.Request) context.Context {
	return func(ctx context.Context, r *http.Request) context.Context {
		tok := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		return context.WithValue(ctx, callerKey{}, &Caller{Subject: tok, Scopes: strings.Fields(r.Header.Get("X-Scopes"))})
	}
}

// CallerFrom returns the caller, or nil.
func CallerFrom(ctx context.Context) *Caller {
	c, _ := ctx.Value(callerKey{}).(*Caller)
	return c
}

// Has reports whether the caller has scope s.
func (c *Caller) Has(s string) bool {
	if c == nil {
		return false
	}
	for _, x := range c.Scopes {
		if x == s {
			return true
		}
	}
	return false
}
