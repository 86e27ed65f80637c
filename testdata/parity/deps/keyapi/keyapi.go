// Package keyapi is an API client of another module that puts its key
// into the query of every request it sends, and posts a secret in a form
// body once.
package keyapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"

	"example.com/keyapi/internal"
)

// Client calls the API.
type Client struct {
	base, key, secret string
	hc                *http.Client
}

// New returns a client of the API at base.
func New(base, key, secret string) *Client {
	return &Client{base: base, key: key, secret: secret, hc: http.DefaultClient}
}

// Series returns the series id.
func (c *Client) Series(ctx context.Context, id string) ([]byte, error) {
	return internal.Get(ctx, c.hc, c.base, c.key, "/series", url.Values{"id": {id}})
}

// Register posts the client secret in a form body: not in the URL.
func (c *Client) Register() error {
	resp, err := c.hc.PostForm(c.base+"/register", url.Values{"client_secret": {c.secret}})
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Check validates id without a request.
func Check(id string) error {
	if id == "" {
		return errors.New("keyapi: empty id")
	}
	return nil
}

// Quote returns the quote of symbol; its URL template carries the key.
func (c *Client) Quote(symbol string) error {
	resp, err := c.hc.Get(fmt.Sprintf("%s/quote?symbol=%s&token=%s", c.base, symbol, c.key))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// SignedURL returns a URL with the key for the caller to send: it sends
// nothing, its errors are its own.
func (c *Client) SignedURL(path string) (string, error) {
	if path == "" {
		return "", errors.New("keyapi: empty path")
	}
	return c.base + path + "?api_key=" + c.key, nil
}
