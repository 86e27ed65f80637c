// Package remote wraps the forge's client in a type of its own, built on
// the endpoint its exported constructor is given: where that endpoint
// comes from is decided by the packages that call the constructor.
package remote

import (
	"fmt"

	"github.com/acme/forge"
)

// Forge calls the forge.
type Forge struct {
	client *forge.Client
}

// NewForge returns a Forge at url.
func NewForge(url, token string) (*Forge, error) {
	return NewForgeWithRetries(url, token, 0)
}

// NewForgeWithRetries returns a Forge at url that retries failed
// requests.
func NewForgeWithRetries(url, token string, retries int) (*Forge, error) {
	var c *forge.Client
	var err error
	if retries > 0 {
		c, err = forge.NewClient(token, forge.WithBaseURL(url), forge.WithRetries(retries))
	} else {
		c, err = forge.NewClient(token, forge.WithBaseURL(url))
	}
	if err != nil {
		return nil, err
	}
	return &Forge{client: c}, nil
}

// Repo returns the name of a repository.
func (f *Forge) Repo(owner, name string) (string, error) {
	r, _, err := f.client.Repos.Get(owner, name)
	if err != nil {
		return "", fmt.Errorf("get repo: %w", err)
	}
	return r.Name, nil
}

// Lister is what the tools need of a forge.
type Lister interface {
	Repo(owner, name string) (string, error)
}
