// Package sp is the backend client behind an interface: its
// implementations are unexported and keep the configured endpoint.
package sp

// Client is what the tools need of the backend.
type Client interface {
	Endpoint() string
	Token() string
}

// Config configures New.
type Config struct{ Endpoint, Token string }

// New returns the live client, or a placeholder when no token is set.
func New(cfg Config) Client {
	if cfg.Token == "" {
		return &noop{endpoint: cfg.Endpoint}
	}
	return &live{endpoint: cfg.Endpoint, token: cfg.Token}
}

type live struct{ endpoint, token string }

func (c *live) Endpoint() string { return c.endpoint }
func (c *live) Token() string    { return c.token }

type noop struct{ endpoint string }

func (c *noop) Endpoint() string { return c.endpoint }
func (c *noop) Token() string    { return "" }
