// Package vaultapi stands for an API client library of another module.
package vaultapi

// AccessToken is what the API's "create token" call returns.
type AccessToken struct {
	Name  string
	Token string
}

// Client calls the API.
type Client struct{}

// CreateToken creates an access token.
func (c *Client) CreateToken(name string) (*AccessToken, error) { return &AccessToken{Name: name}, nil }

// List lists the tokens (their Token field empty).
func (c *Client) List() ([]AccessToken, error) { return nil, nil }
