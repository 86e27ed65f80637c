// Package api is the client of the configured catalog service.
package api

import (
	"context"
	"fmt"
	"net/http"
)

// Client calls the catalog service.
type Client struct {
	base string
	hc   *http.Client
}

// New returns a client of the service at base.
func New(base string) *Client { return &Client{base: base, hc: &http.Client{}} }

// Item fetches item id.
func (c *Client) Item(ctx context.Context, id string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/items/"+id, nil)
	if err != nil {
		return "", fmt.Errorf("request: %w", err)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return "", fmt.Errorf("fetch item: %w", err)
	}
	resp.Body.Close()
	return resp.Status, nil
}
