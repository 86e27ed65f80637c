// Package gerror is a hand-written stub of GoFrame's error package.
package gerror

import "errors"

// New returns an error with text.
func New(text string) error { return errors.New(text) }

// Wrap wraps err with text.
func Wrap(err error, text string) error { return errors.Join(errors.New(text), err) }
