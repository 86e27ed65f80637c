// Package rpc is the JSON-RPC side of a hand-rolled server whose tools
// live in package kb: it reads the tool's name from map params in two
// steps and passes it to the tools' switcher.
package rpc

import (
	"context"
	"encoding/json"

	"labelled/handrolled/switchremote/kb"
)

// Error is a JSON-RPC error object.
type Error struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a JSON-RPC response.
type Response struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result,omitempty"`
	Error   *Error          `json:"error,omitempty"`
}

// Request is a JSON-RPC request with map params.
type Request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params map[string]any  `json:"params"`
}

// Server answers requests.
type Server struct{ base *kb.Base }

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, req Request) Response {
	switch req.Method {
	case "tools/call":
		return s.toolsCall(ctx, req)
	}
	return Response{JSONRPC: "2.0", ID: req.ID, Error: &Error{Code: -32601, Message: "method not found"}}
}

func (s *Server) toolsCall(ctx context.Context, req Request) Response {
	raw, ok := req.Params["name"]
	if !ok {
		return Response{JSONRPC: "2.0", ID: req.ID, Error: &Error{Code: -32602, Message: "missing tool name"}} // ok unknowntool
	}
	name, ok := raw.(string)
	if !ok {
		return Response{JSONRPC: "2.0", ID: req.ID, Error: &Error{Code: -32602, Message: "tool name must be a string"}}
	}
	args, _ := req.Params["arguments"].(map[string]any)
	out, err := s.base.Handle(ctx, name, args)
	if err != nil {
		return Response{JSONRPC: "2.0", ID: req.ID, Error: &Error{Code: -32603, Message: "internal error: " + err.Error()}} // ok errorleak
	}
	text, _ := json.Marshal(out)
	return Response{JSONRPC: "2.0", ID: req.ID, Result: map[string]any{
		"content": []any{map[string]any{"type": "text", "text": string(text)}},
	}}
}
