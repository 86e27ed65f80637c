// Package registerelsewhere is a hand-rolled server whose tools/call
// dispatcher calls tools that other packages register through its
// exported Register method: its tools are checked where they are
// registered, so it carries no "found no tool handler" note.
package registerelsewhere

import "encoding/json"

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     any       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *rpcError `json:"error,omitempty"`
}

// Result is a call-tool result.
type Result struct {
	Content []any `json:"content"`
	IsError bool  `json:"isError,omitempty"`
}

// Tool is a tool's function.
type Tool func(args map[string]any) (*Result, error)

// Server dispatches tools/call to the tools registered with it.
type Server struct{ tools map[string]Tool }

// Register adds a tool under its name.
func (s *Server) Register(name string, t Tool) { s.tools[name] = t }

// Handle answers one request.
func (s *Server) Handle(req request) response {
	switch req.Method {
	case "tools/call":
		var p struct {
			Name      string         `json:"name"`
			Arguments map[string]any `json:"arguments"`
		}
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "invalid params"}}
		}
		t, ok := s.tools[p.Name]
		if !ok {
			return response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "unknown tool"}}
		}
		res, err := t(p.Arguments)
		if err != nil {
			return response{ID: req.ID, Error: &rpcError{Code: -32603, Message: err.Error()}}
		}
		return response{ID: req.ID, Result: res}
	}
	return response{ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}}
}
