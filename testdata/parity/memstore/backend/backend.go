// Package backend holds the two implementations of the memory store: a
// client of the memory service at a configured address and a mirror that
// forwards reads to it.
package backend

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
)

// Client talks to the memory service.
type Client struct {
	base string
	hc   *http.Client
}

// New reads the service address from the environment.
func New() *Client { return &Client{base: os.Getenv("MEMSTORE_URL"), hc: http.DefaultClient} }

// Get fetches memory id.
func (c *Client) Get(ctx context.Context, id string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/m/"+id, nil)
	if err != nil {
		return "", err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return "", fmt.Errorf("memstore: %w", err)
	}
	resp.Body.Close()
	return "", nil
}

// Drop deletes memory id.
func (c *Client) Drop(ctx context.Context, id string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, c.base+"/m/"+id, nil)
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

// Mirror reads through its primary.
type Mirror struct{ Primary *Client }

// Get forwards to the primary.
func (m *Mirror) Get(ctx context.Context, id string) (string, error) { return m.Primary.Get(ctx, id) }

// Drop is refused in mirror mode.
func (m *Mirror) Drop(ctx context.Context, id string) error {
	return errors.New("drop is not available in mirror mode")
}
