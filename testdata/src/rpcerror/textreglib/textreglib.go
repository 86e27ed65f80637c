// Package textreglib is a hand-rolled server whose tools return any value
// and an error, kept in a registry that other packages fill through
// Register; its tools/call code sends a tool's error as JSON-RPC -32603.
// Its JSON-RPC types are textregwire's: a package that only imports this
// one declares and imports no MCP type.
package textreglib

import (
	"encoding/json"

	"rpcerror/textregwire"
)

// Tool is a tool: decoded arguments in, any value or an error out.
type Tool func(args map[string]any) (any, error)

// Server keeps the tools by name.
type Server struct{ tools map[string]Tool }

// New makes a server.
func New() *Server { return &Server{tools: map[string]Tool{}} }

// Register adds a tool under its name.
func (s *Server) Register(name, description string, t Tool) { s.tools[name] = t }

// Handle answers one request.
func (s *Server) Handle(r textregwire.Request) textregwire.Response {
	out := textregwire.Response{ID: r.ID}
	if r.Method != "tools/call" {
		out.Error = &textregwire.Error{Code: -32601, Message: "method not found"}
		return out
	}
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(r.Params, &p); err != nil {
		out.Error = &textregwire.Error{Code: -32602, Message: "invalid params"}
		return out
	}
	t, ok := s.tools[p.Name]
	if !ok {
		out.Error = &textregwire.Error{Code: -32602, Message: "unknown tool " + p.Name}
		return out
	}
	v, err := t(p.Arguments)
	if err != nil {
		out.Error = &textregwire.Error{Code: -32603, Message: "tool execution failed", Data: err.Error()}
		return out
	}
	b, _ := json.Marshal(v)
	out.Result = map[string]any{"content": []map[string]any{{"type": "text", "text": string(b)}}}
	return out
}
