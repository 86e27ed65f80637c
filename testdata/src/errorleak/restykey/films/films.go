// Package films is an API client that puts the API key into every request
// URL with a resty hook: the *url.Error of a failed request prints it.
package films

import (
	"context"
	"fmt"
	"os"

	"github.com/go-resty/resty/v2"
)

// API is the films API.
type API struct{ c *resty.Client }

// New reads the key from the environment.
func New() *API {
	key := os.Getenv("FILMS_API_KEY")
	c := resty.New().SetBaseURL("https://films.example.com/v1").
		OnBeforeRequest(func(_ *resty.Client, r *resty.Request) error {
			r.SetQueryParam("api_key", key)
			return nil
		})
	return &API{c: c}
}

// Find looks films up.
func (a *API) Find(ctx context.Context, q string) (string, error) {
	resp, err := a.c.R().SetContext(ctx).SetQueryParam("query", q).Get("/search")
	if err != nil {
		return "", fmt.Errorf("search failed: %w", err)
	}
	return resp.String(), nil
}
