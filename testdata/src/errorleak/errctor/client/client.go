// Package client is an API client at a configured base URL whose errors
// are its own struct, made by constructors: one formats the transport
// error (a *url.Error naming the base URL) into the message, one only the
// status.
package client

import (
	"fmt"
	"net/http"
	"os"
)

// APIError is the client's error.
type APIError struct {
	Status  int
	Message string
}

func (e *APIError) Error() string { return e.Message }

// NewNetworkError keeps the transport error's text.
func NewNetworkError(err error) *APIError {
	return &APIError{Message: fmt.Sprintf("network problem: %v", err)}
}

// NewStatusError names the status only.
func NewStatusError(status int) *APIError {
	return &APIError{Status: status, Message: fmt.Sprintf("the API answered %d", status)}
}

// Client calls the configured API.
type Client struct {
	base string
	hc   *http.Client
}

// New returns a client of the configured API.
func New() *Client { return &Client{base: os.Getenv("WIDGET_API_URL"), hc: http.DefaultClient} }

// Fetch gets path.
func (c *Client) Fetch(path string) error {
	resp, err := c.hc.Get(c.base + path)
	if err != nil {
		return NewNetworkError(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return NewStatusError(resp.StatusCode)
	}
	return nil
}

// Head checks path, answering only the status.
func (c *Client) Head(path string) error {
	resp, err := c.hc.Head(c.base + path)
	if err != nil {
		return NewStatusError(0)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return NewStatusError(resp.StatusCode)
	}
	return nil
}
