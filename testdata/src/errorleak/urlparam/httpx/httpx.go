// Package httpx is the module's HTTP helper: its functions are given the
// URL to fetch by the tools of other packages. What a request's error
// prints is decided at each call, by the URL passed.
package httpx

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
)

// Settings is the process-wide configuration.
type Settings struct {
	BackendURL string
}

// Current is read from the environment at start.
var Current = Settings{BackendURL: os.Getenv("BACKEND_URL")}

// Backend returns the configured backend address.
func Backend() string { return Current.BackendURL }

// Fetch fetches apiURL.
func Fetch(ctx context.Context, apiURL string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, apiURL, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// FetchPath fetches path on base, through Fetch.
func FetchPath(ctx context.Context, base, path string) ([]byte, error) {
	return Fetch(ctx, fmt.Sprintf("%s/%s", base, path))
}

type baseKey struct{}

// WithBase overrides the base URL for one request.
func WithBase(ctx context.Context, base string) context.Context {
	return context.WithValue(ctx, baseKey{}, base)
}

// Base is the request's base URL: its override, else the configured
// backend, else the public service.
func Base(ctx context.Context) string {
	if b, _ := ctx.Value(baseKey{}).(string); b != "" {
		return b
	}
	if Current.BackendURL != "" {
		return Current.BackendURL
	}
	return "https://api.example.com"
}

// PublicBase is the request's override, else the public service: never
// the server's configuration.
func PublicBase(ctx context.Context) string {
	if b, _ := ctx.Value(baseKey{}).(string); b != "" {
		return b
	}
	return "https://api.example.com"
}
