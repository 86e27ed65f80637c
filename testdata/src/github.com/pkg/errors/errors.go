// Package errors is a hand-written test stub of the API surface of
// github.com/pkg/errors (v0.9.1), for analysistest in GOPATH mode. Names and
// signatures follow the real package; bodies are minimal.
package errors

import "fmt"

type fundamental struct{ msg string }

func (f *fundamental) Error() string { return f.msg }

// Format prints the message, and with %+v the stack.
func (f *fundamental) Format(s fmt.State, verb rune) { fmt.Fprint(s, f.msg) }

type withMessage struct {
	cause error
	msg   string
}

func (w *withMessage) Error() string { return w.msg + ": " + w.cause.Error() }

// New returns an error with the supplied message and a stack trace.
func New(message string) error { return &fundamental{msg: message} }

// Errorf formats according to a format specifier and records a stack trace.
func Errorf(format string, args ...interface{}) error {
	return &fundamental{msg: fmt.Sprintf(format, args...)}
}

// WithStack annotates err with a stack trace.
func WithStack(err error) error { return err }

// Wrap annotates err with a stack trace and message.
func Wrap(err error, message string) error {
	if err == nil {
		return nil
	}
	return &withMessage{cause: err, msg: message}
}

// Wrapf annotates err with a stack trace and a formatted message.
func Wrapf(err error, format string, args ...interface{}) error {
	if err == nil {
		return nil
	}
	return &withMessage{cause: err, msg: fmt.Sprintf(format, args...)}
}

// WithMessage annotates err with a new message.
func WithMessage(err error, message string) error {
	if err == nil {
		return nil
	}
	return &withMessage{cause: err, msg: message}
}

// Cause returns the underlying cause of the error.
func Cause(err error) error { return err }
