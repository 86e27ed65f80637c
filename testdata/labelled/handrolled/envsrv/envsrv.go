// Package envsrv is a hand-rolled MCP server whose tools build the whole
// JSON-RPC response: reply puts a text result into it, fail an error
// object with the code, message and data it is given. A tool answering a
// failure of its work through fail sends a JSON-RPC error the model never
// sees (issue 22, eval38c and eval41b).
package envsrv

import (
	"encoding/json"
	"fmt"
	"os"
)

type wireError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

// Response is a JSON-RPC response.
type Response struct {
	JSONRPC string     `json:"jsonrpc"`
	ID      any        `json:"id"`
	Result  any        `json:"result,omitempty"`
	Error   *wireError `json:"error,omitempty"`
}

// Request is a JSON-RPC request.
type Request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

// Server answers requests.
type Server struct{ root string }

func (s *Server) reply(id any, text string) *Response {
	return &Response{JSONRPC: "2.0", ID: id, Result: map[string]any{
		"content": []map[string]any{{"type": "text", "text": text}},
	}}
}

func (s *Server) fail(id any, code int, msg string, data any) *Response {
	return &Response{JSONRPC: "2.0", ID: id, Error: &wireError{Code: code, Message: msg, Data: data}}
}

func (s *Server) readNote(id any, args json.RawMessage) *Response {
	var a struct {
		Name string `json:"name"`
	}
	if err := json.Unmarshal(args, &a); err != nil || a.Name == "" {
		return s.fail(id, -32602, "name is required", nil) // ok rpcerror
	}
	b, err := os.ReadFile(s.root + "/" + a.Name)
	if err != nil {
		return s.fail(id, -32000, "read failed", err.Error()) // want rpcerror:`tool "read_note" handler returns a response carrying a JSON-RPC error object with code -32000 and a failed call's error in its data` reservedcode:`-32000 is in the legacy band`
	}
	return s.reply(id, string(b))
}

func (s *Server) countNotes(id any) *Response {
	entries, err := os.ReadDir(s.root)
	if err != nil {
		return s.fail(id, -32603, "listing failed", nil) // want rpcerror:`tool "count_notes" handler returns a response carrying a JSON-RPC error object with code -32603`
	}
	return s.reply(id, fmt.Sprint(len(entries)))
}

func (s *Server) callTool(req *Request) *Response {
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return s.fail(req.ID, -32602, "invalid params", err.Error()) // ok rpcerror
	}
	switch p.Name {
	case "read_note":
		return s.readNote(req.ID, p.Arguments)
	case "count_notes":
		return s.countNotes(req.ID)
	}
	return s.fail(req.ID, -32602, "unknown tool: "+p.Name, nil) // ok unknowntool
}

// Handle answers one request.
func (s *Server) Handle(req *Request) *Response {
	switch req.Method {
	case "tools/list":
		return &Response{JSONRPC: "2.0", ID: req.ID, Result: map[string]any{"tools": []any{}}}
	case "tools/call":
		return s.callTool(req)
	}
	return s.fail(req.ID, -32601, "method not found", nil) // ok rpcerror
}
