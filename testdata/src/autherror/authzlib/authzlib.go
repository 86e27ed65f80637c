// Package authzlib declares authorization helpers used by another package.
package authzlib

import (
	"context"
	"errors"
	"slices"

	"github.com/modelcontextprotocol/go-sdk/auth"
)

// ErrInsufficientScope reports a missing scope.
var ErrInsufficientScope = errors.New("insufficient scope")

// Require fails unless the caller's token has scope.
func Require(ctx context.Context, scope string) error {
	ti := auth.TokenInfoFromContext(ctx)
	if ti == nil || !slices.Contains(ti.Scopes, scope) {
		return ErrInsufficientScope
	}
	return nil
}

// UserID returns the caller's user ID.
func UserID(ctx context.Context) string {
	if ti := auth.TokenInfoFromContext(ctx); ti != nil {
		return ti.UserID
	}
	return ""
}

// Load fails for other reasons too: not an authorization helper.
func Load(ctx context.Context, key string) (string, error) {
	if UserID(ctx) == "" {
		return "", ErrInsufficientScope
	}
	if key == "" {
		return "", errors.New("empty key")
	}
	return key, nil
}

// Grants fails unless scopes, the caller's that the handler passes in,
// include want.
func Grants(scopes []string, want string) error {
	if !slices.Contains(scopes, want) {
		return ErrInsufficientScope
	}
	return nil
}

// Policy decides on claims its caller passes.
type Policy struct{ Admins []string }

// Check fails unless the claims' role is admin for tool.
func (p *Policy) Check(tool string, claims map[string]any) error {
	role, _ := claims["role"].(string)
	if role != "admin" {
		return errors.New("access denied: " + tool + " needs role admin")
	}
	return nil
}
