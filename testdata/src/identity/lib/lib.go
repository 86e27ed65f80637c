package lib // want package:`identity keys C:identity/lib.roleKey="role", C:identity/lib.userKey=zero`

// lib stores the caller's identity in the context and reads it
// back: its summaries and keys are facts for the packages that import it.

import (
	"context"
	"net/http"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/auth"
)

type userKey struct{}

type roleKey string

const role roleKey = "role"

var traceKey = new(int)

// User is the caller.
type User struct {
	Name   string
	Scopes []string
}

// ContextFunc has the shape of an mcp-go HTTP context function.
func ContextFunc(ctx context.Context, r *http.Request) context.Context {
	ctx = WithUser(ctx, parse(r.Header.Get("Authorization")))
	ctx = context.WithValue(ctx, role, r.Header.Get("X-Role"))
	return context.WithValue(ctx, traceKey, r.Header.Get("Traceparent"))
}

func parse(h string) User { // want parse:`identity r0=p0`
	return User{Name: strings.TrimPrefix(h, "Bearer ")}
}

// WithUser is a setter.
func WithUser(ctx context.Context, u User) context.Context { // want WithUser:`identity stores p1`
	return context.WithValue(ctx, userKey{}, u)
}

// UserFrom is an accessor.
func UserFrom(ctx context.Context) User { // want UserFrom:`identity r0=context`
	u, _ := ctx.Value(userKey{}).(User)
	return u
}

// Role is an accessor.
func Role(ctx context.Context) string { // want Role:`identity r0=context`
	r, _ := ctx.Value(role).(string)
	return r
}

// Trace reads a key that is not identity.
func Trace(ctx context.Context) string { // want Trace:`identity if G:identity/lib.traceKey: r0=context`
	t, _ := ctx.Value(traceKey).(string)
	return t
}

// HasScope is a decision.
func HasScope(ctx context.Context, scope string) bool { // want HasScope:`identity r0=context decides`
	return slices.Contains(UserFrom(ctx).Scopes, scope)
}

// Can is a predicate over its parameters.
func (u User) Can(scope string) bool { // want Can:`identity r0=decides p0 p1`
	return slices.Contains(u.Scopes, scope)
}

// Require is an authorization helper: its only failure is governed by a
// decision on the token's scopes.
func Require(ctx context.Context, scope string) error { // want Require:`identity r0=token decides`
	if ti := auth.TokenInfoFromContext(ctx); ti == nil || !slices.Contains(ti.Scopes, scope) {
		return errDenied
	}
	return nil
}

// Load fails for another reason too: not an authorization helper.
func Load(ctx context.Context, key string) (string, error) { // want Load:`identity r0=p1`
	if Role(ctx) != "reader" {
		return "", errDenied
	}
	if key == "" {
		return "", errDenied
	}
	return key, nil
}

var errDenied = deniedError{}

type deniedError struct{}

func (deniedError) Error() string { return "denied" }
