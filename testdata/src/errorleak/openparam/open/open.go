// Package open builds forge clients on the address its caller gives.
package open

import "github.com/acme/forge"

// Open returns a client of the forge at baseURL.
func Open(token, baseURL string) (*forge.Client, error) {
	return forge.NewClient(token, forge.WithBaseURL(baseURL))
}
