// Package elasticsearch is a stub of go-elasticsearch for the tests.
package elasticsearch

import "github.com/elastic/go-elasticsearch/v8/esapi"

// Client is a client of the cluster.
type Client struct{ *esapi.API }

// NewDefaultClient returns a client of the cluster ELASTICSEARCH_URL names.
func NewDefaultClient() (*Client, error) { return &Client{API: &esapi.API{}}, nil }
