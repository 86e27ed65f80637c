// Package backend is the API client of the server's own backend, at the
// address the environment configures: a failed request's *url.Error
// prints it.
package backend

import (
	"context"
	"net/http"
	"os"
)

// Client calls the backend.
type Client struct {
	baseURL string
	hc      *http.Client
}

// New returns a client of the configured backend.
func New() *Client {
	return &Client{baseURL: os.Getenv("BACKEND_URL"), hc: http.DefaultClient}
}

// Get sends a GET request for path to the backend.
func (c *Client) Get(ctx context.Context, path string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+path, nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}
