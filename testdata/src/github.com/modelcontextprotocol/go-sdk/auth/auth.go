// Package auth is a hand-written test stub of the API surface of
// github.com/modelcontextprotocol/go-sdk/auth (v1.8.0), for analysistest in
// GOPATH mode. Names, signatures and fields follow the real SDK; bodies are
// minimal.
package auth

import (
	"context"
	"errors"
	"net/http"
	"time"
)

// TokenInfo holds information from a bearer token.
type TokenInfo struct {
	Scopes     []string
	Expiration time.Time
	UserID     string
	Extra      map[string]any
}

// ErrInvalidToken is returned by a TokenVerifier for an invalid token (401).
var ErrInvalidToken = errors.New("invalid token")

// ErrOAuth is returned by a TokenVerifier for an OAuth error (400).
var ErrOAuth = errors.New("oauth error")

// TokenVerifier checks the validity of a bearer token.
type TokenVerifier func(ctx context.Context, token string, req *http.Request) (*TokenInfo, error)

// RequireBearerTokenOptions are options for RequireBearerToken.
type RequireBearerTokenOptions struct {
	ResourceMetadataURL    string
	Scopes                 []string
	AllowMissingExpiration bool
	ClockSkew              time.Duration
}

type tokenInfoKey struct{}

// TokenInfoFromContext returns the TokenInfo stored by RequireBearerToken.
func TokenInfoFromContext(ctx context.Context) *TokenInfo {
	ti, _ := ctx.Value(tokenInfoKey{}).(*TokenInfo)
	return ti
}

// RequireBearerToken returns middleware that verifies the bearer token.
func RequireBearerToken(verifier TokenVerifier, opts *RequireBearerTokenOptions) func(http.Handler) http.Handler {
	return func(handler http.Handler) http.Handler { return handler }
}
