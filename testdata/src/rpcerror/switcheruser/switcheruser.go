// Package switcheruser answers tools/call by passing the requested name
// to the switchers of package switcherlib.
package switcheruser

import (
	"context"
	"strings"

	"rpcerror/switcherlib"
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
type Server struct{ notes *switcherlib.Notes }

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, method string, params map[string]any) Response {
	switch method {
	case "tools/call":
		return s.call(ctx, params)
	}
	return Response{Error: &RPCError{Code: -32601, Message: "method not found"}}
}

func (s *Server) call(ctx context.Context, params map[string]any) Response {
	raw, ok := params["name"]
	if !ok {
		return Response{Error: &RPCError{Code: -32602, Message: "missing name"}}
	}
	name, ok := raw.(string)
	if !ok {
		return Response{Error: &RPCError{Code: -32602, Message: "name is not a string"}}
	}
	args, _ := params["arguments"].(map[string]any)
	if name == "ping" || name == "echo" {
		text, err := switcherlib.Text(name, args)
		if err != nil {
			return Response{Result: map[string]any{"isError": true, "content": []any{map[string]any{"type": "text", "text": err.Error()}}}}
		}
		return Response{Result: map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}}}
	}
	if strings.HasPrefix(name, "kv_") {
		out, err := switcherlib.KV(name, args)
		if err != nil {
			return Response{Error: &RPCError{Code: -32603, Message: err.Error()}}
		}
		return Response{Result: out}
	}
	out, err := s.notes.Call(ctx, name, args)
	if err != nil {
		return Response{Error: &RPCError{Code: -32603, Message: err.Error()}}
	}
	return Response{Result: out}
}
