// Package typedstore is the project's storage layer: it has no MCP code,
// and only some of its functions fail with the project's coded errors.
package typedstore

import (
	"errors"
	"fmt"
	"os"

	"structurederror/typedlib"
)

var errClosed = errors.New("store closed")

// Save writes a record: its failures are the file system's and its own
// sentinel, never a coded error.
func Save(path string, data []byte) error {
	if path == "" {
		return errClosed
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	return nil
}

// Load reads a record: a missing one is the project's coded error.
func Load(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, typedlib.ErrNotFound
	}
	return b, nil
}
