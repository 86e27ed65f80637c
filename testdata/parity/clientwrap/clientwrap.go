// Package clientwrap wraps an API client of another module in a type
// whose constructor takes the endpoint: where it points is decided by
// the packages that call NewAPI.
package clientwrap

import "example.com/keyapi"

// API calls the API.
type API struct{ c *keyapi.Client }

// NewAPI returns an API at baseURL.
func NewAPI(baseURL, key string) *API { return &API{c: keyapi.New(baseURL, key, "")} }

// Ping checks that the API answers.
func (a *API) Ping() error { return a.c.Ping() }
