// Package impl holds the implementations of the services of package
// iface; neither the handlers nor iface import it.
package impl

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
)

// Client is the backend's HTTP client, at a configured base URL.
type Client struct {
	baseURL string
	hc      *http.Client
}

// New returns a client of the backend named by JOBS_URL.
func New() *Client {
	return &Client{baseURL: os.Getenv("JOBS_URL"), hc: http.DefaultClient}
}

// List lists the jobs: its error is the *url.Error of the request.
func (c *Client) List(ctx context.Context) ([]string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/jobs", nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("list jobs: %w", err)
	}
	resp.Body.Close()
	return nil, nil
}

// Fetch fetches a file from the backend.
func (c *Client) Fetch(ctx context.Context, name string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/files/"+name, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	return nil, nil
}

// Memo keeps notes in memory.
type Memo struct{ notes map[string]string }

// Read reads a note: its error names only the id.
func (m *Memo) Read(ctx context.Context, id string) (string, error) {
	n, ok := m.notes[id]
	if !ok {
		return "", errors.New("no such note")
	}
	return n, nil
}

// Disk reads files from the disk: its error is its own.
type Disk struct{}

// Fetch reads nothing.
func (Disk) Fetch(ctx context.Context, name string) ([]byte, error) {
	return nil, errors.New("not found")
}

// FakeStats stands in for the stats service in tests; its error is a
// request's, but a test double is not what the server runs.
type FakeStats struct{ c *Client }

// Count counts through the backend.
func (f *FakeStats) Count(ctx context.Context) (int, error) {
	_, err := f.c.List(ctx)
	return 0, err
}
