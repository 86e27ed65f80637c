// Package connect is a stub of connectrpc.com/connect for the tests.
package connect

// Code is an error code.
type Code uint32

// Codes.
const (
	CodeNotFound Code = 5
	CodeInternal Code = 13
)

// Error is an RPC error: its text is its code and the wrapped error's.
type Error struct {
	code Code
	err  error
}

// NewError wraps underlying with code c.
func NewError(c Code, underlying error) *Error { return &Error{code: c, err: underlying} }

func (e *Error) Error() string { return "internal: " + e.err.Error() }

// Unwrap returns the wrapped error.
func (e *Error) Unwrap() error { return e.err }

// Request is a request.
type Request[T any] struct{ Msg *T }

// NewRequest returns a request of msg.
func NewRequest[T any](msg *T) *Request[T] { return &Request[T]{Msg: msg} }
