// Package retry runs a function again while it fails: Do returns the
// function's error (on its last try, unchanged), Quiet never does.
package retry

import (
	"errors"
	"fmt"
	"sync"
)

// ErrBusy marks a retryable failure.
var ErrBusy = errors.New("busy")

// Do calls fn up to n times and returns its error.
func Do(n int, fn func() error) error {
	var last error
	for i := 0; i < n; i++ {
		err := fn()
		if err == nil {
			return nil
		}
		if !errors.Is(err, ErrBusy) {
			return err
		}
		last = err
	}
	return fmt.Errorf("gave up: %w", last)
}

// Quiet calls fn once and reports only whether it failed.
func Quiet(fn func() error) error {
	if fn() != nil {
		return errors.New("the operation failed")
	}
	return nil
}

var mu sync.Mutex

// Locked calls fn under the package's lock, released by a defer (its
// results go through result slots), and returns fn's results unchanged.
func Locked(fn func() (int, error)) (int, error) {
	mu.Lock()
	defer mu.Unlock()
	n, err := fn()
	if err != nil {
		return 0, err
	}
	return n, nil
}
