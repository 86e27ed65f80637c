package server

import "github.com/mark3labs/mcp-go/mcp"

// JSONRPCErrorProvider provides a typed JSON-RPC error response.
type JSONRPCErrorProvider interface {
	error
	JSONRPCError() mcp.JSONRPCError
}

type exposedHandlerError struct {
	provider JSONRPCErrorProvider
}

func (e *exposedHandlerError) Error() string { return e.provider.Error() }

func (e *exposedHandlerError) Unwrap() error { return e.provider }

// NewHandlerError marks a typed JSON-RPC error as safe to return from a
// server handler (v1.5.0).
func NewHandlerError(provider JSONRPCErrorProvider) error {
	if provider == nil {
		return nil
	}
	return &exposedHandlerError{provider: provider}
}
