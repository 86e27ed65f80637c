// Package apperr holds the project's error sentinels and what a client
// may see of an error.
package apperr

import "errors"

var (
	// ErrNotFound is returned when an item does not exist.
	ErrNotFound = errors.New("not found")
	errUpstream = errors.New("upstream operation failed")
)

// SafeForClient passes the sentinels and replaces any other error.
func SafeForClient(err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, ErrNotFound) {
		return err
	}
	return errUpstream
}
