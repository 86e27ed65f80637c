// Package jira is a hand-written stub of github.com/andygrunwald/go-jira.
package jira

import (
	"errors"
	"net/http"
)

// Client is a Jira API client for one base URL.
type Client struct {
	Issue   *IssueService
	baseURL string
}

// NewClient returns a client of the Jira instance at baseURL.
func NewClient(httpClient *http.Client, baseURL string) (*Client, error) {
	return &Client{Issue: &IssueService{}, baseURL: baseURL}, nil
}

// IssueService handles issues.
type IssueService struct{}

// Issue is an issue.
type Issue struct{ Key string }

// Response is an API response.
type Response struct{ *http.Response }

// Get returns an issue.
func (s *IssueService) Get(key string, options any) (*Issue, *Response, error) {
	if key == "" {
		return nil, nil, errors.New("Get \"https://jira.example/rest/api/2/issue/\": dial tcp: lookup jira.example: no such host")
	}
	return &Issue{Key: key}, nil, nil
}
