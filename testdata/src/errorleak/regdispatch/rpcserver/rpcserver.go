// Package rpcserver answers tools/call by calling the Handler of a tool
// record of package tools and sends the tool's error as a JSON-RPC error:
// there only secrets and stack traces count, so check_auth's secret is
// reported (at check_auth's return, naming this dispatcher) and the
// backend client's raw error is not.
package rpcserver

import (
	"context"
	"encoding/json"

	"errorleak/regdispatch/tools"
)

type textContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callResult struct {
	Content []textContent `json:"content"`
	IsError bool          `json:"isError,omitempty"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
	Error  *rpcError       `json:"error,omitempty"`
}

// Server dispatches the tools.
type Server struct{ reg *tools.Registry }

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, id json.RawMessage, method string, params json.RawMessage) response {
	switch method {
	case "tools/call":
		var p struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		if err := json.Unmarshal(params, &p); err != nil {
			return response{ID: id, Error: &rpcError{Code: -32602, Message: "invalid params"}}
		}
		t := s.reg.Get(p.Name)
		if t == nil {
			return response{ID: id, Error: &rpcError{Code: -32602, Message: "unknown tool"}}
		}
		out, err := t.Handler(ctx, p.Arguments)
		if err != nil {
			return response{ID: id, Error: &rpcError{Code: -32603, Message: err.Error()}}
		}
		b, _ := json.Marshal(out)
		return response{ID: id, Result: callResult{Content: []textContent{{Type: "text", Text: string(b)}}}}
	}
	return response{ID: id, Error: &rpcError{Code: -32601, Message: "method not found"}}
}
