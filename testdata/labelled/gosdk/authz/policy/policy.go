// Package policy is the project's authorization helpers over go-sdk token
// info: the caller type with its predicates, and checks that fail with an
// error.
package policy

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/modelcontextprotocol/go-sdk/auth"
)

// Caller is the authenticated caller.
type Caller struct {
	ID     string
	Scopes []string
	Groups []string
}

// FromToken builds the caller from the token info the verifier made.
func FromToken(ti *auth.TokenInfo) Caller {
	c := Caller{ID: ti.UserID, Scopes: ti.Scopes}
	if g, ok := ti.Extra["groups"].([]string); ok {
		c.Groups = g
	}
	return c
}

// HasScope reports whether the caller's token carries scope.
func (c Caller) HasScope(scope string) bool { return slices.Contains(c.Scopes, scope) }

// IsAdmin reports whether the caller is in the admins group.
func (c Caller) IsAdmin() bool { return slices.Contains(c.Groups, "admins") }

// ErrForbidden is the error of a failed check.
var ErrForbidden = errors.New("forbidden")

// Require fails unless the caller's token carries scope.
func Require(ctx context.Context, scope string) error {
	ti := auth.TokenInfoFromContext(ctx)
	if ti == nil {
		return errors.New("unauthenticated")
	}
	if !slices.Contains(ti.Scopes, scope) {
		return fmt.Errorf("%w: scope %s required", ErrForbidden, scope)
	}
	return nil
}

type memberKey struct{}

// Member is the caller's membership in a team, which the HTTP layer looks
// up.
type Member struct {
	Team string
	Role string
}

// WithMember returns ctx carrying m.
func WithMember(ctx context.Context, m Member) context.Context {
	return context.WithValue(ctx, memberKey{}, m)
}

// MemberFrom returns the membership stored by WithMember.
func MemberFrom(ctx context.Context) (Member, bool) {
	m, ok := ctx.Value(memberKey{}).(Member)
	return m, ok
}
