// Package check validates a URL it is given by resolving its host: its
// error prints the host, which is whoever's the caller passes.
package check

import (
	"fmt"
	"net"
	"net/url"
)

// Resolves fails unless raw's host resolves.
func Resolves(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("invalid URL: %w", err)
	}
	if _, err := net.LookupIP(u.Hostname()); err != nil {
		return fmt.Errorf("could not resolve host: %w", err)
	}
	return nil
}
