package handrolled

import (
	"encoding/json"
	"io"
)

type registry struct {
	m map[string]func(json.RawMessage) ToolResult
}

// Lookup finds a tool by name.
func (r *registry) Lookup(name string) (func(json.RawMessage) ToolResult, bool) {
	fn, ok := r.m[name]
	return fn, ok
}

type stdioServer struct {
	reg      *registry
	readOnly bool
}

func (s *stdioServer) writeError(w io.Writer, id any, code int, msg string) {
	_ = json.NewEncoder(w).Encode(Response{ID: id, Error: &RPCError{Code: code, Message: msg}})
}

// toolsCall decodes the params into an anonymous struct.
func (s *stdioServer) toolsCall(w io.Writer, req Request) {
	var params struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &params); err != nil {
		s.writeError(w, req.ID, -32602, "invalid params")
		return
	}
	switch params.Name {
	case "save":
		_ = json.NewEncoder(w).Encode(Response{ID: req.ID, Result: ToolResult{}})
	default:
		s.writeError(w, req.ID, -32601, "unknown tool: "+params.Name) // want `unknown tool answered with JSON-RPC -32601`
	}
}

// registryCall looks the tool up through a method.
func (s *stdioServer) registryCall(w io.Writer, id any, p CallToolParams) {
	fn, ok := s.reg.Lookup(p.Name)
	if !ok || s.readOnly {
		s.writeError(w, id, -32601, "unknown tool") // want `unknown tool answered with JSON-RPC -32601`
		return
	}
	_ = json.NewEncoder(w).Encode(Response{ID: id, Result: fn(p.Arguments)})
}

// config is not a tools/call: a "name" field without "arguments".
func (s *stdioServer) config(w io.Writer, id any, raw json.RawMessage) {
	var c struct {
		Name string `json:"name"`
	}
	_ = json.Unmarshal(raw, &c)
	switch c.Name {
	case "x":
	default:
		s.writeError(w, id, -32601, "no such config")
	}
}
