// Package lookupuser answers tools/call through the registry methods of
// package lookuplib and sends their errors as JSON-RPC internal errors.
package lookupuser

import (
	"context"

	"unknowntool/lookuplib"
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
type Server struct {
	catalog *lookuplib.Catalog
	labels  *lookuplib.Labels
}

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, method string, params map[string]any) Response {
	switch method {
	case "tools/call":
		return s.call(ctx, params)
	}
	return Response{Error: &RPCError{Code: -32601, Message: "method not found"}}
}

func (s *Server) call(ctx context.Context, params map[string]any) Response {
	name, _ := params["name"].(string)
	args, _ := params["arguments"].(map[string]any)
	if name == "label" {
		res, err := s.labels.Label(ctx, name, args)
		if err != nil {
			return Response{Error: &RPCError{Code: -32603, Message: err.Error()}}
		}
		return Response{Result: res}
	}
	if len(name) > 5 {
		res, err := s.catalog.Find(ctx, name, args)
		if err != nil {
			return Response{Error: &RPCError{Code: -32603, Message: err.Error()}}
		}
		return Response{Result: res}
	}
	res, err := s.catalog.Invoke(ctx, name, args)
	if err != nil {
		return Response{Error: &RPCError{Code: -32603, Message: err.Error()}}
	}
	return Response{Result: res}
}
