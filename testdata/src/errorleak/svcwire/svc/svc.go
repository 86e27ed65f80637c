// Package svc wraps a forge client in a service of its own: its
// constructor keeps the client it is given, so the callers of NewRepo
// decide where the client's requests go.
package svc

import (
	"fmt"
	"strings"

	"github.com/acme/forge"
)

// Repo is a thin service over a forge client.
type Repo struct{ c *forge.Client }

// NewRepo keeps c.
func NewRepo(c *forge.Client) *Repo { return &Repo{c: c} }

// Name looks a repository up.
func (r *Repo) Name(owner, name string) (string, error) {
	repo, _, err := r.c.Repos.Get(owner, name)
	if err != nil {
		return "", fmt.Errorf("get repo: %w", err)
	}
	return repo.Name, nil
}

// Open makes a client of the forge at baseURL, or of the public forge
// when it is empty.
func Open(token, baseURL string) (*forge.Client, error) {
	opts := []forge.Option{}
	if u := strings.TrimSpace(baseURL); u != "" {
		opts = append(opts, forge.WithBaseURL(u))
	}
	return forge.NewClient(token, opts...)
}

// Local holds a client of its own making.
type Local struct{ c *forge.Client }

// NewLocal builds its client on the public forge.
func NewLocal(token string) *Local {
	c, _ := forge.NewClient(token)
	return &Local{c: c}
}

// Name looks a repository up.
func (l *Local) Name(owner, name string) (string, error) {
	repo, _, err := l.c.Repos.Get(owner, name)
	if err != nil {
		return "", err
	}
	return repo.Name, nil
}
