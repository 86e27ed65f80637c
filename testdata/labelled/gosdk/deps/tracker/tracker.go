// Package tracker is the Go client module of a self-hosted issue
// tracker: it sends every request to its base URL (the public service
// unless WithBaseURL says otherwise) and returns the transport's errors
// as they are, which print the request URL.
package tracker

import (
	"fmt"
	"io"
	"net/http"
)

// Client calls the tracker's API.
type Client struct {
	hc    *http.Client
	base  string
	token string

	// Issues calls the issue endpoints.
	Issues *IssuesService
}

// Option configures a Client.
type Option func(*Client)

// WithBaseURL points the client at a self-hosted tracker.
func WithBaseURL(baseURL string) Option { return func(c *Client) { c.base = baseURL } }

// New returns a client of the public tracker, unless an option says
// otherwise.
func New(token string, opts ...Option) *Client {
	c := &Client{hc: http.DefaultClient, base: "https://tracker.example.com/api", token: token}
	for _, o := range opts {
		o(c)
	}
	c.Issues = &IssuesService{c: c}
	return c
}

// IssuesService calls the issue endpoints.
type IssuesService struct{ c *Client }

// Title returns the title of issue id.
func (s *IssuesService) Title(id string) (string, error) {
	req, err := http.NewRequest(http.MethodGet, s.c.base+"/issues/"+id, nil)
	if err != nil {
		return "", err
	}
	req.Header.Set("Authorization", "Bearer "+s.c.token)
	resp, err := s.c.hc.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("GET %s: %s", req.URL, resp.Status)
	}
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}
