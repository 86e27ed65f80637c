// Package keystore resolves the caller of an HTTP request from its
// bearer key, looked up by its hash in a store the server wires in, and
// keeps the caller's scopes in the request context.
package keystore

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"slices"
	"strings"
)

// Caller is who sent the request.
type Caller struct {
	Owner string
	Write bool
}

type callerKey struct{}

// CanWrite says whether the caller's key has the write scope.
func CanWrite(ctx context.Context) bool {
	c, ok := ctx.Value(callerKey{}).(Caller)
	return ok && c.Write
}

// Key is a stored API key.
type Key struct {
	Owner  string
	Scopes []string
}

// Store finds keys by the hash of their text.
type Store interface {
	KeyByHash(ctx context.Context, hash string) (Key, error)
}

// Resolver resolves callers.
type Resolver struct{ Keys Store }

var errNoCaller = errors.New("no caller")

func hash(raw string) string {
	sum := sha256.Sum256([]byte(raw))
	return hex.EncodeToString(sum[:])
}

func (rv *Resolver) resolve(ctx context.Context, r *http.Request) (Caller, error) {
	raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || raw == "" {
		return Caller{}, errNoCaller
	}
	k, err := rv.Keys.KeyByHash(ctx, hash(raw))
	if err != nil {
		return Caller{}, errNoCaller
	}
	return Caller{Owner: k.Owner, Write: slices.Contains(k.Scopes, "write")}, nil
}

// Require answers 401 without a known key and passes the caller on.
func Require(rv *Resolver) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			c, err := rv.resolve(r.Context(), r)
			if err != nil {
				http.Error(w, "unauthorized", http.StatusUnauthorized)
				return
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), callerKey{}, c)))
		})
	}
}
