// Package forge stands for the Go client module of a self-hosted code
// forge: it sends every request to its base URL (a public default
// unless an option or a setter changes it), and its errors print the
// request URL.
package forge

import (
	"net/http"
	"net/url"
)

// Client sends requests to the forge's API.
type Client struct {
	transport *transport
	baseURL   *url.URL
	token     string

	// Repos and Issues are the client's services.
	Repos  *ReposService
	Issues IssuesService
}

// transport holds the HTTP client the requests go through.
type transport struct {
	HTTPClient *http.Client
	Retries    int
}

// Option configures a Client.
type Option func(*Client) error

// WithBaseURL points the client at a self-hosted forge.
func WithBaseURL(urlStr string) Option { return func(*Client) error { return nil } }

// WithRetries sets the number of retries.
func WithRetries(n int) Option { return func(*Client) error { return nil } }

// WithUserAgent sets the User-Agent header.
func WithUserAgent(agent string) Option { return func(*Client) error { return nil } }

// NewClient returns a client of the public forge, unless an option says
// otherwise.
func NewClient(token string, options ...Option) (*Client, error) { return &Client{}, nil }

// NewClientAt returns a client of the forge at baseURL.
func NewClientAt(baseURL, token string) *Client { return &Client{} }

// Config configures NewFromConfig.
type Config struct {
	Endpoint string
	Token    string
}

// DefaultConfig returns the configuration of a client of the public
// forge.
func DefaultConfig() *Config { return &Config{} }

// New returns a client configured by cfg.
func New(cfg *Config) (*Client, error) { return &Client{}, nil }

// NewFromConfig returns a client configured by cfg.
func NewFromConfig(cfg Config) *Client { return &Client{} }

// SetBaseURL points the client at another forge.
func (c *Client) SetBaseURL(urlStr string) error { return nil }

// Users returns the users service.
func (c *Client) Users() *UsersService { return &UsersService{} }

// Repo is a repository.
type Repo struct{ Name string }

// ReposService calls the repository endpoints.
type ReposService struct{ client *Client }

// Get returns a repository.
func (s *ReposService) Get(owner, name string) (*Repo, *http.Response, error) {
	return &Repo{}, nil, nil
}

// Issue is an issue.
type Issue struct{ Title string }

// IssuesService calls the issue endpoints.
type IssuesService interface {
	List(repo string) ([]Issue, *http.Response, error)
}

// UsersService calls the user endpoints.
type UsersService struct{ client *Client }

// Current returns the user the token belongs to.
func (s *UsersService) Current() (string, error) { return "", nil }

// Stars returns the stars of a repository, asking the forge c.
func Stars(c *Client, repo string) (int, error) { return 0, nil }

// Describe returns a repository, asking the forge c.
func Describe(c *Client, repo string) (*Repo, error) { return &Repo{}, nil }

// Archive archives the repository, asking the forge c.
func (r *Repo) Archive(c *Client) error { return nil }

// Validate checks the repository's fields, locally.
func (r *Repo) Validate() error { return nil }
