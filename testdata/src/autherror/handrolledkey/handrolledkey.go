// Package handrolledkey is a hand-rolled MCP server over HTTP whose HTTP
// handler resolves the caller's API key itself (its hash looked up in a
// store) and hands the key record through the tools/call code to the tool
// functions. A tool denying on that record (another tenant's project, a
// tier the key lacks) is reported; a tool deciding on a value the
// dispatcher computes from the arguments, or on what a store returns for
// the key, is not.
package handrolledkey

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strings"
)

// APIKey is a stored key.
type APIKey struct {
	ID        string
	ProjectID string
	Tier      Tier
}

// Tier is what a key may do.
type Tier int

// Permits reports whether t allows what needs n.
func (t Tier) Permits(n Tier) bool { return t >= n }

// Keys finds stored keys.
type Keys interface {
	GetByHash(ctx context.Context, hash string) (*APIKey, error)
}

// Usage counts what a key did.
type Usage interface {
	Count(ctx context.Context, keyID string) (int, error)
}

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
type Server struct {
	keys  Keys
	usage Usage
}

func bearer(r *http.Request) string {
	return strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
}

func (s *Server) liveKey(ctx context.Context, raw string) (*APIKey, error) {
	sum := sha256.Sum256([]byte(raw))
	return s.keys.GetByHash(ctx, hex.EncodeToString(sum[:]))
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	key, err := s.liveKey(r.Context(), bearer(r))
	if err != nil {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	var req request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	var resp response
	switch req.Method {
	case "tools/call":
		resp = s.toolsCall(r.Context(), req, key)
	default:
		resp = response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}}
	}
	_ = json.NewEncoder(w).Encode(resp)
}

func (s *Server) toolsCall(ctx context.Context, req request, key *APIKey) response {
	var p callParams
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32602, Message: "invalid params"}}
	}
	switch p.Name {
	case "list_items":
		return s.listItems(req.ID, p.Arguments, key)
	case "delete_items":
		return s.deleteItems(req.ID, key)
	case "usage":
		return s.showUsage(ctx, req.ID, key)
	case "echo":
		return s.echo(req.ID, len(p.Arguments))
	}
	return response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32602, Message: "unknown tool"}}
}

func (s *Server) listItems(id, args json.RawMessage, key *APIKey) response {
	var a struct {
		Project string `json:"project"`
	}
	if err := json.Unmarshal(args, &a); err != nil {
		return response{JSONRPC: "2.0", ID: id, Result: toolError("bad arguments")}
	}
	if a.Project != key.ProjectID {
		return response{JSONRPC: "2.0", ID: id, Result: toolError("forbidden")} // want `caller authorization failure returned as an isError result`
	}
	return response{JSONRPC: "2.0", ID: id, Result: toolText("items")}
}

func (s *Server) deleteItems(id json.RawMessage, key *APIKey) response {
	if !key.Tier.Permits(2) {
		return response{JSONRPC: "2.0", ID: id, Result: toolError("insufficient tier")} // want `caller authorization failure returned as an isError result`
	}
	return response{JSONRPC: "2.0", ID: id, Result: toolText("deleted")}
}

// showUsage decides on what the store counts for the key: data, no
// decision on the caller.
func (s *Server) showUsage(ctx context.Context, id json.RawMessage, key *APIKey) response {
	n, err := s.usage.Count(ctx, key.ID)
	if err != nil {
		return response{JSONRPC: "2.0", ID: id, Result: toolError("usage unavailable")}
	}
	return s.usageText(id, n)
}

func (s *Server) usageText(id json.RawMessage, n int) response {
	if n == 0 {
		return response{JSONRPC: "2.0", ID: id, Result: toolError("no usage recorded yet")}
	}
	return response{JSONRPC: "2.0", ID: id, Result: toolText("used")}
}

// echo is given the arguments' size: the dispatcher's value is no caller.
func (s *Server) echo(id json.RawMessage, n int) response {
	if n > 4096 {
		return response{JSONRPC: "2.0", ID: id, Result: toolError("arguments too large")}
	}
	return response{JSONRPC: "2.0", ID: id, Result: toolText("ok")}
}
