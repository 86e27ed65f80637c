// Package quotes is a client of a quotes API at a configured base URL
// that sends its key as a query parameter.
package quotes

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
)

// Client calls the quotes API.
type Client struct {
	BaseURL string
	Key     string
	HTTP    *http.Client
}

// Fetch gets path with query q and the key.
func (c *Client) Fetch(ctx context.Context, path string, q url.Values) (string, error) {
	q.Set("token", c.Key)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.BaseURL+path+"?"+q.Encode(), nil)
	if err != nil {
		return "", err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return "", fmt.Errorf("quotes %s: %w", path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}
