// Package errs maps the server's errors to JSON-RPC codes and messages.
// It builds no error object itself: the package that uses the codes
// does, and is reported where it takes them.
package errs

import "errors"

// The server's failures.
var (
	ErrUpstream = errors.New("upstream failed")
	ErrSequence = errors.New("request out of sequence")
	ErrBusy     = errors.New("busy")
)

// CodeSequence is the code of a request out of sequence.
const CodeSequence = -32001

// ToRPC returns the code and message for err.
func ToRPC(err error) (int, string) { // want ToRPC:"codereturns\\(0:-32070, 0:-32001\\)"
	switch {
	case errors.Is(err, ErrUpstream):
		return -32070, "upstream failed"
	case errors.Is(err, ErrSequence):
		return CodeSequence, "request out of sequence"
	}
	return -32603, "internal error"
}

// Describe maps err with named results.
func Describe(err error) (code int, message string) { // want Describe:"codereturns\\(0:-32050\\)"
	switch {
	case errors.Is(err, ErrBusy):
		code = -32050
		message = "server busy"
	default:
		code = -32603
		message = "internal error"
	}
	return
}

// Retry returns how long to wait: no code.
func Retry(err error) int {
	if errors.Is(err, ErrBusy) {
		return 30
	}
	return 0
}
