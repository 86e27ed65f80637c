// Package genapi stands for an API client generated from an OpenAPI
// document: it sends every request to its Endpoint through its doer, and
// a failed request's error is the transport's *url.Error.
package genapi

import (
	"context"
	"net/http"
)

// HttpRequestDoer sends requests.
type HttpRequestDoer interface {
	Do(req *http.Request) (*http.Response, error)
}

// Client sends the API's requests.
type Client struct {
	Endpoint string
	Client   HttpRequestDoer
}

// ClientOption configures a Client.
type ClientOption func(*Client) error

// NewClient returns a client of the API at server.
func NewClient(server string, opts ...ClientOption) (*Client, error) { return &Client{}, nil }

// GetOrder sends GET /orders/{id}.
func (c *Client) GetOrder(ctx context.Context, id string) (*http.Response, error) { return nil, nil }

// ClientInterface is what ClientWithResponses wraps.
type ClientInterface interface {
	GetOrder(ctx context.Context, id string) (*http.Response, error)
}

// ClientWithResponses parses the responses of the client it wraps.
type ClientWithResponses struct {
	ClientInterface ClientInterface
}

// NewClientWithResponses returns a parsing client of the API at server.
func NewClientWithResponses(server string, opts ...ClientOption) (*ClientWithResponses, error) {
	return &ClientWithResponses{}, nil
}

// GetOrderResponse is a parsed response.
type GetOrderResponse struct{ Body []byte }

// GetOrderWithResponse sends GET /orders/{id} and parses the answer.
func (c *ClientWithResponses) GetOrderWithResponse(ctx context.Context, id string) (*GetOrderResponse, error) {
	return &GetOrderResponse{}, nil
}
