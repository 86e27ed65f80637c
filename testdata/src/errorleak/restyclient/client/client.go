// Package client is a REST client of the server's own backend: its
// constructor keeps the base URL it is given and hands it to a resty
// client, whose requests of relative paths print it when they fail.
package client

import (
	"fmt"
	"os"

	"github.com/go-resty/resty/v2"
)

// Client calls the backend.
type Client struct {
	http    *resty.Client
	baseURL string
	token   string
}

// New returns a client of the backend at baseURL.
func New(baseURL, token string) *Client {
	http := resty.New().
		SetBaseURL(baseURL).
		SetHeader("Accept", "application/json").
		SetHeader("Content-Type", "application/json").
		SetHeader("User-Agent", "shop-mcp").
		SetHeader("X-Client", "mcp")
	return &Client{http: http, baseURL: baseURL, token: token}
}

func (c *Client) request() *resty.Request {
	r := c.http.R()
	if c.token != "" {
		r.SetAuthToken(c.token)
	}
	return r
}

// Get fetches path, relative to the base URL.
func (c *Client) Get(path string) (string, error) {
	resp, err := c.request().Get(path)
	if err != nil {
		return "", fmt.Errorf("backend: %w", err)
	}
	return resp.String(), nil
}

// WithToken returns a copy of the client that sends its token.
func (c *Client) WithToken() *Client {
	clone := *c
	clone.token = os.Getenv("SHOP_TOKEN")
	return &clone
}

// Post sends body to path, relative to the base URL.
func (c *Client) Post(path string, body any) (string, error) {
	resp, err := c.request().
		SetBody(body).
		Post(path)
	if err != nil {
		return "", err
	}
	return resp.String(), nil
}
