// Package handrolled is a hand-rolled MCP server over HTTP: its HTTP
// handler stores the caller's role from an identity header in the
// request's context, and its tools/call code dispatches by name to tool
// functions that answer an isError result. A tool denying on the caller's role is
// reported; one refusing the model's arguments is not.
package handrolled

import (
	"context"
	"encoding/json"
	"net/http"
)

type roleKey struct{}

type request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type response struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Result  any             `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type callParams struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

func toolError(msg string) map[string]any {
	return map[string]any{"content": []map[string]any{{"type": "text", "text": msg}}, "isError": true}
}

func toolText(msg string) map[string]any {
	return map[string]any{"content": []map[string]any{{"type": "text", "text": msg}}}
}

// Server answers MCP requests.
type Server struct{}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ctx := context.WithValue(r.Context(), roleKey{}, r.Header.Get("X-User-Role"))
	var req request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	var resp response
	switch req.Method {
	case "tools/call":
		resp = s.call(ctx, req)
	default:
		resp = response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}}
	}
	_ = json.NewEncoder(w).Encode(resp)
}

func (s *Server) call(ctx context.Context, req request) response {
	var p callParams
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32602, Message: "invalid params"}}
	}
	switch p.Name {
	case "purge":
		return s.purge(ctx, req.ID)
	case "rename":
		return s.rename(ctx, req.ID, p.Arguments)
	}
	return response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32602, Message: "unknown tool"}}
}

func (s *Server) purge(ctx context.Context, id json.RawMessage) response {
	if role, _ := ctx.Value(roleKey{}).(string); role != "admin" {
		return response{JSONRPC: "2.0", ID: id, Result: toolError("admin only")} // want `caller authorization failure returned as an isError result`
	}
	return response{JSONRPC: "2.0", ID: id, Result: toolText("purged")}
}

func (s *Server) rename(ctx context.Context, id json.RawMessage, args json.RawMessage) response {
	var a struct {
		Name string `json:"name"`
	}
	if err := json.Unmarshal(args, &a); err != nil || a.Name == "" {
		return response{JSONRPC: "2.0", ID: id, Result: toolError("name is required")}
	}
	return response{JSONRPC: "2.0", ID: id, Result: toolText("renamed to " + a.Name)}
}
