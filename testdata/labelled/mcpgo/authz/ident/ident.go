// Package ident is the project's caller package: the context keys, setters
// and accessors of the caller the HTTP layer (in package main) builds, and
// the methods of the caller type. It knows nothing of HTTP or MCP.
package ident

import (
	"context"
	"net/http"
	"slices"
	"strings"
)

type userKey struct{}

type requestIDKey struct{}

type flagsKey struct{}

type tenantKey struct{}

// User is the authenticated caller.
type User struct {
	ID     string
	Roles  []string
	Scopes []string
}

// HasScope reports whether the caller was granted scope.
func (u *User) HasScope(scope string) bool { return u != nil && slices.Contains(u.Scopes, scope) }

// IsAdmin reports whether the caller has the admin role.
func (u *User) IsAdmin() bool { return u != nil && slices.Contains(u.Roles, "admin") }

// WithUser returns ctx carrying u.
func WithUser(ctx context.Context, u *User) context.Context {
	return context.WithValue(ctx, userKey{}, u)
}

// UserFrom returns the caller stored by WithUser, or nil.
func UserFrom(ctx context.Context) *User {
	u, _ := ctx.Value(userKey{}).(*User)
	return u
}

// WithRequestID returns ctx carrying the request id.
func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, requestIDKey{}, id)
}

// RequestID returns the request id.
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// WithFlags returns ctx carrying the enabled feature flags.
func WithFlags(ctx context.Context, flags []string) context.Context {
	return context.WithValue(ctx, flagsKey{}, flags)
}

// Enabled reports whether feature flag name is on.
func Enabled(ctx context.Context, name string) bool {
	flags, _ := ctx.Value(flagsKey{}).([]string)
	return slices.Contains(flags, name)
}

// WithTenant returns ctx carrying the tenant the deployment serves.
func WithTenant(ctx context.Context, tenant string) context.Context {
	return context.WithValue(ctx, tenantKey{}, strings.ToLower(tenant))
}

// Tenant returns the tenant.
func Tenant(ctx context.Context) string {
	t, _ := ctx.Value(tenantKey{}).(string)
	return t
}

// ScopesOf returns the scopes the gateway granted the caller, from the
// request headers it forwards.
func ScopesOf(h http.Header) []string {
	return strings.Fields(h.Get("X-Granted-Scopes"))
}

// Can reports whether the caller holds permission perm.
func (u *User) Can(perm string) bool {
	if u == nil {
		return false
	}
	for _, s := range u.Scopes {
		if s == perm || s == "*" {
			return true
		}
	}
	return false
}
