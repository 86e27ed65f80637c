// Package lookupuser answers tools/call through the registry method of
// package lookuplib, wrapping its error, and sends every error as a
// JSON-RPC internal error.
package lookupuser

import (
	"context"
	"fmt"

	"rpcerror/lookuplib"
)

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a JSON-RPC response.
type Response struct {
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

// Server answers requests.
type Server struct{ catalog *lookuplib.Catalog }

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, method string, params map[string]any) Response {
	var (
		out any
		err error
	)
	switch method {
	case "tools/call":
		out, err = s.call(ctx, params)
	default:
		return Response{Error: &RPCError{Code: -32601, Message: "method not found"}}
	}
	if err != nil {
		return Response{Error: &RPCError{Code: -32603, Message: err.Error()}}
	}
	return Response{Result: out}
}

func (s *Server) call(ctx context.Context, params map[string]any) (any, error) {
	name, _ := params["name"].(string)
	args, _ := params["arguments"].(map[string]any)
	res, err := s.catalog.Invoke(ctx, name, args)
	if err != nil {
		return nil, fmt.Errorf("tool %s: %w", name, err)
	}
	return res, nil
}
