// Package internal sends the API's requests: the key goes into every
// request URL's query.
package internal

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
)

// Get sends a GET request for path with params and the key.
func Get(ctx context.Context, c *http.Client, base, key, path string, params url.Values) ([]byte, error) {
	if params == nil {
		params = url.Values{}
	}
	params.Set(keyParam, key)
	u, err := url.Parse(base + path)
	if err != nil {
		return nil, fmt.Errorf("keyapi: bad URL: %w", err)
	}
	u.RawQuery = params.Encode()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, fmt.Errorf("keyapi: request failed: %w", err)
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

const keyParam = "api_key"
