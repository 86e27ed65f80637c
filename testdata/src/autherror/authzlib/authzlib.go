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
