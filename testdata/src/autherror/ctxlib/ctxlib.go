// Package ctxlib is a project auth package without MCP code: an http
// middleware that authenticates the API key and stores the principal in the
// context, its accessor and an authorization helper, used by handlers in
// another package.
package ctxlib

import (
	"context"
	"errors"
	"net/http"
	"slices"
)

type key struct{}

type localeKey struct{}

// Principal is the authenticated caller.
type Principal struct {
	ID    string
	Roles []string
}

// Has reports whether the principal has role.
func (p Principal) Has(role string) bool { return slices.Contains(p.Roles, role) }

// ErrForbidden reports a missing role.
var ErrForbidden = errors.New("forbidden")

// WithPrincipal stores p in the context.
func WithPrincipal(ctx context.Context, p Principal) context.Context {
	return context.WithValue(ctx, key{}, p)
}

// PrincipalFrom returns the principal stored by Middleware.
func PrincipalFrom(ctx context.Context) (Principal, bool) {
	p, ok := ctx.Value(key{}).(Principal)
	return p, ok
}

// WithLocale stores the user's preferred language: not identity.
func WithLocale(ctx context.Context, l string) context.Context {
	return context.WithValue(ctx, localeKey{}, l)
}

// LocaleFrom returns the preferred language.
func LocaleFrom(ctx context.Context) string {
	l, _ := ctx.Value(localeKey{}).(string)
	return l
}

// Middleware authenticates the API key.
func Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := lookup(r.Header.Get("X-API-Key"))
		ctx := WithLocale(WithPrincipal(r.Context(), p), r.Header.Get("Accept-Language"))
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func lookup(apiKey string) Principal { return Principal{ID: apiKey} }

// RequireRole fails unless the caller has role.
func RequireRole(ctx context.Context, role string) error {
	p, ok := PrincipalFrom(ctx)
	if !ok || !p.Has(role) {
		return ErrForbidden
	}
	return nil
}
