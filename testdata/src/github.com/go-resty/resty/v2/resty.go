// Package resty is a hand-written stub of the parts of
// github.com/go-resty/resty/v2 the tests use: a client whose requests
// carry the query parameters set on the client, on the request or in a
// hook, and whose send methods return the transport's *url.Error.
package resty

import (
	"context"
	"net/http"
)

// Client sends requests.
type Client struct {
	QueryParam map[string][]string
}

// Request is one request of a Client.
type Request struct {
	QueryParam map[string][]string
}

// Response is a request's response.
type Response struct {
	RawResponse *http.Response
}

// RequestMiddleware runs before every request.
type RequestMiddleware func(*Client, *Request) error

// New returns a client.
func New() *Client { return &Client{} }

// SetBaseURL sets the URL requests are resolved against.
func (c *Client) SetBaseURL(url string) *Client { return c }

// SetHeader sets a header of every request.
func (c *Client) SetHeader(header, value string) *Client { return c }

// SetQueryParam sets a query parameter of every request.
func (c *Client) SetQueryParam(param, value string) *Client { return c }

// SetQueryParams sets query parameters of every request.
func (c *Client) SetQueryParams(params map[string]string) *Client { return c }

// OnBeforeRequest adds a hook run before every request.
func (c *Client) OnBeforeRequest(m RequestMiddleware) *Client { return c }

// R returns a new request.
func (c *Client) R() *Request { return &Request{} }

// SetAuthToken sets the request's bearer token.
func (r *Request) SetAuthToken(token string) *Request { return r }

// SetContext sets the request's context.
func (r *Request) SetContext(ctx context.Context) *Request { return r }

// SetQueryParam sets a query parameter of the request.
func (r *Request) SetQueryParam(param, value string) *Request { return r }

// SetQueryParams sets query parameters of the request.
func (r *Request) SetQueryParams(params map[string]string) *Request { return r }

// Get sends the request with method GET.
func (r *Request) Get(url string) (*Response, error) { return &Response{}, nil }

// SetBody sets the request body.
func (r *Request) SetBody(body any) *Request { return r }

// Post sends the request with method POST.
func (r *Request) Post(url string) (*Response, error) { return &Response{}, nil }

// String returns the response body.
func (r *Response) String() string { return "" }
