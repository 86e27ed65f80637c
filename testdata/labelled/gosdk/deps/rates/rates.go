// Package rates is an exchange-rate API client of another module: its
// key goes into the query of every request it sends.
package rates

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const keyParam = "apikey"

// Client calls the rates API.
type Client struct {
	Base, Key, Secret string
}

// Latest returns the latest rate of the pair.
func (c *Client) Latest(pair string) (float64, error) {
	q := url.Values{"pair": {pair}}
	q.Set(keyParam, c.Key)
	var out struct{ Rate float64 }
	if err := c.get("/latest?"+q.Encode(), &out); err != nil {
		return 0, err
	}
	return out.Rate, nil
}

// Renew renews the client's session: the secret travels in the form
// body, which no error prints.
func (c *Client) Renew() error {
	resp, err := http.Post(c.Base+"/renew", "application/x-www-form-urlencoded",
		strings.NewReader(url.Values{"client_secret": {c.Secret}}.Encode()))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// ParsePair validates a pair without a request.
func ParsePair(s string) (string, error) {
	if len(s) != 6 {
		return "", fmt.Errorf("rates: bad pair %q", s)
	}
	return s, nil
}

func (c *Client) get(path string, v any) error {
	resp, err := http.Get(c.Base + path)
	if err != nil {
		return fmt.Errorf("rates: %w", err)
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(v)
}
