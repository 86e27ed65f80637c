// Package option is a hand-written stub of google.golang.org/api/option.
package option

import "net/http"

// ClientOption configures a client.
type ClientOption interface{ apply() }

type opt struct{}

func (opt) apply() {}

// WithAPIKey authenticates with an API key.
func WithAPIKey(key string) ClientOption { return opt{} }

// WithCredentialsFile authenticates with a credentials file.
func WithCredentialsFile(path string) ClientOption { return opt{} }

// WithHTTPClient uses client for the requests (an OAuth client, say).
func WithHTTPClient(client *http.Client) ClientOption { return opt{} }
