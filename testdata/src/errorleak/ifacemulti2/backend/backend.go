// Package backend holds the two implementations of the server's memory
// store: a client of its memory service and a writer that forwards to it.
package backend

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
)

// Client talks to the memory service at a configured address.
type Client struct {
	base string
	hc   *http.Client
}

// New reads the address from the environment.
func New() *Client { return &Client{base: os.Getenv("MEMORY_BASE_URL"), hc: http.DefaultClient} }

// Get fetches memory id.
func (c *Client) Get(ctx context.Context, id string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/memories/"+id, nil)
	if err != nil {
		return "", err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return "", fmt.Errorf("memory service: %w", err)
	}
	resp.Body.Close()
	return "", nil
}

// Forget deletes memory id.
func (c *Client) Forget(ctx context.Context, id string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, c.base+"/memories/"+id, nil)
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

// Dual reads from the primary and fans writes out.
type Dual struct{ Primary, Shadow *Client }

// Get forwards to the primary.
func (d *Dual) Get(ctx context.Context, id string) (string, error) { return d.Primary.Get(ctx, id) }

// Forget refuses: deletes go to the primary only, by its own client.
func (d *Dual) Forget(ctx context.Context, id string) error {
	return errors.New("forget is not supported in dual mode")
}
