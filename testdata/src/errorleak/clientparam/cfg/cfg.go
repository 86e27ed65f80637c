// Package cfg resolves the forge's address: the environment's, else the
// configuration file's, normalised.
package cfg

import (
	"errors"
	"os"
	"strings"
)

// Config is the server's configuration file.
type Config struct {
	URL string `json:"url"`
}

// ResolveURL returns the forge's address.
func (c *Config) ResolveURL() (string, error) {
	u := os.Getenv("FORGE_URL")
	if u == "" {
		u = c.URL
	}
	if u == "" {
		return "", errors.New("no forge address configured")
	}
	return strings.TrimRight(u, "/"), nil
}
