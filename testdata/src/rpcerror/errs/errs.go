// Package errs is a project's generic error helpers: it knows nothing of
// MCP, and wraps whatever error it is given (rpcerror/wrapping).
package errs

import (
	"errors"
	"fmt"
)

// Wrap adds context to err, keeping it in the chain.
func Wrap(err error, msg string) error { // want Wrap:"wraps its error argument" Wrap:"error types \\[\\]"
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", msg, err)
}

// Both joins two errors.
func Both(a, b error) error { // want Both:"wraps its error argument" Both:"error types \\[\\]"
	return errors.Join(a, b)
}

// Flatten keeps only err's text: the chain ends here.
func Flatten(err error) error { // want Flatten:"error types \\[\\]"
	return errors.New(err.Error())
}

// Either keeps its argument on one path only: no wrapper.
func Either(err error, ok bool) error {
	if ok {
		return err
	}
	return errors.New("failed")
}
