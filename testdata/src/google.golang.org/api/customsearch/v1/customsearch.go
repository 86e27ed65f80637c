// Package customsearch is a hand-written stub of a Google API service
// package.
package customsearch

import (
	"context"
	"errors"

	"google.golang.org/api/googleapi"
	"google.golang.org/api/option"
)

// Service is the API's client.
type Service struct{ Cse *CseService }

// NewService makes a client.
func NewService(ctx context.Context, opts ...option.ClientOption) (*Service, error) {
	return &Service{Cse: &CseService{}}, nil
}

// CseService is a resource.
type CseService struct{}

// List starts a list call.
func (r *CseService) List() *CseListCall { return &CseListCall{} }

// CseListCall is a call builder.
type CseListCall struct{ q string }

// Q sets the query.
func (c *CseListCall) Q(q string) *CseListCall { c.q = q; return c }

// Search is a response.
type Search struct{ Items []*Result }

// Result is one item.
type Result struct{ Title, Link string }

// Do sends the request.
func (c *CseListCall) Do(opts ...googleapi.CallOption) (*Search, error) {
	if c.q == "" {
		return nil, errors.New("googleapi: got HTTP response code 400")
	}
	return &Search{}, nil
}
