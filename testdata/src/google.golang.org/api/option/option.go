// Package option is a hand-written stub of google.golang.org/api/option.
package option

// ClientOption configures a client.
type ClientOption interface{ apply() }

type opt struct{}

func (opt) apply() {}

// WithAPIKey authenticates with an API key.
func WithAPIKey(key string) ClientOption { return opt{} }

// WithCredentialsFile authenticates with a credentials file.
func WithCredentialsFile(path string) ClientOption { return opt{} }
