// Package client keeps the control plane's address in unexported fields
// and hands them out through getters.
package client

import (
	"errors"
	"os"
	"strings"
	"sync"
)

// Client talks to the control plane.
type Client struct {
	mu         sync.RWMutex
	controlURL string
	statusURL  string
	docsURL    string
	region     string
}

// New reads the control plane's address from the environment.
func New() (*Client, error) {
	u := os.Getenv("CONTROL_URL")
	if u == "" {
		return nil, errors.New("CONTROL_URL not set")
	}
	return &Client{controlURL: u, statusURL: os.Getenv("STATUS_URL"), docsURL: "https://docs.example.com", region: os.Getenv("REGION")}, nil
}

// ControlURL is the configured control plane address.
func (c *Client) ControlURL() string { return c.controlURL }

// StatusURL is the configured status address, read under the lock and
// without a trailing slash.
func (c *Client) StatusURL() string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return strings.TrimSuffix(c.statusURL, "/")
}

// DocsURL is a public site's fixed address: no endpoint of the server's.
func (c *Client) DocsURL() string { return c.docsURL }

// Region is configured, but not an address.
func (c *Client) Region() string { return c.region }
