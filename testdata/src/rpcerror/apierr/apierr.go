// Package apierr builds a project's protocol answers, for handlers in
// other packages (rpcerror/decided).
package apierr

import (
	"errors"
	"fmt"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// InvalidParams is the protocol answer for a bad argument.
func InvalidParams(msg string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: msg}
}

// Internal turns a failure into a -32603 carrying its text: an execution
// failure dressed as a protocol error.
func Internal(err error) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: err.Error()}
}

// Upstream wraps a failure: a plain error.
func Upstream(err error) error {
	return fmt.Errorf("upstream: %w", err)
}

// Mixed is an invalid-params answer on one path and a plain error on the
// other: nothing is known of it.
func Mixed(ok bool) error {
	if ok {
		return InvalidParams("bad")
	}
	return errors.New("boom")
}

// AuthError holds the cause of an authorization failure.
type AuthError struct{ Err error }

func (e *AuthError) Error() string { return "authorize: " + e.Err.Error() }
func (e *AuthError) Unwrap() error { return e.Err }

// NeedAuth asks the client to authorize at a URL: mcp-go finds the
// elicitation error inside AuthError and sends it as the protocol error.
func NeedAuth(url string) error {
	return &AuthError{Err: mcpgo.URLElicitationRequiredError{Elicitations: []mcpgo.ElicitationParams{{Mode: "url", URL: url}}}}
}
