// Package client keeps the forge's address in the request context: the
// HTTP middleware puts the server's own address there, read from the
// environment, and each session's client is built on it and cached.
package client

import (
	"context"
	"net/http"
	"sync"

	"errorleak/ctxaddr/env"

	"github.com/acme/forge"
)

type contextKey string

// The settings the middleware puts into the request context.
const (
	AddressKey  = "FORGE_ADDRESS"
	TokenKey    = "FORGE_TOKEN"
	MirrorKey   = "FORGE_MIRROR"
	UpstreamKey = "FORGE_UPSTREAM"
)

// Middleware puts the forge's address (the server's own, from the
// environment) into the request context, and the caller's token and
// mirror from headers.
func Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		ctx = context.WithValue(ctx, contextKey(AddressKey), env.Get(AddressKey, "https://forge.example.com"))
		ctx = context.WithValue(ctx, contextKey(UpstreamKey), env.Get(UpstreamKey, ""))
		for _, h := range []string{TokenKey, MirrorKey} {
			ctx = context.WithValue(ctx, contextKey(h), r.Header.Get(h))
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// WithUpstream lets a caller's header choose the upstream: its value is
// no longer the server's own.
func WithUpstream(r *http.Request) *http.Request {
	return r.WithContext(context.WithValue(r.Context(), contextKey(UpstreamKey), r.Header.Get("X-Upstream")))
}

type cached struct {
	client *forge.Client
	token  string
}

var clients sync.Map

// ForSession returns the session's client of the forge at the
// configured address, built once and cached.
func ForSession(ctx context.Context, id string) (*forge.Client, error) {
	if v, ok := clients.Load(id); ok {
		return v.(cached).client, nil
	}
	addr, ok := ctx.Value(contextKey(AddressKey)).(string)
	if !ok || addr == "" {
		addr = env.Get(AddressKey, "https://forge.example.com")
	}
	token, _ := ctx.Value(contextKey(TokenKey)).(string)
	c, err := forge.New(config(addr, token))
	if err != nil {
		return nil, err
	}
	clients.Store(id, cached{client: c, token: token})
	return c, nil
}

func config(addr, token string) *forge.Config {
	return &forge.Config{Endpoint: addr, Token: token}
}

// Mirror returns a client of the mirror the caller names in a header:
// no endpoint of the server's.
func Mirror(ctx context.Context) (*forge.Client, error) {
	addr, _ := ctx.Value(contextKey(MirrorKey)).(string)
	return forge.New(&forge.Config{Endpoint: addr})
}

// Upstream returns a client of the upstream, which a header may choose.
func Upstream(ctx context.Context) (*forge.Client, error) {
	addr, _ := ctx.Value(contextKey(UpstreamKey)).(string)
	return forge.New(&forge.Config{Endpoint: addr})
}

// Picked returns a client of the address the caller gives, else the
// default: env.Pick reads no environment.
func Picked(given string) (*forge.Client, error) {
	return forge.New(&forge.Config{Endpoint: env.Pick(given, "https://forge.example.com")})
}
