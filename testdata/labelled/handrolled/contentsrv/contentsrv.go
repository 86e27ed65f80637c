// Package contentsrv is a hand-rolled MCP server whose tools return the
// result's content list itself, ([]TextContent, error), kept in a map its
// tools/call code reads; that code answers a tool's error with JSON-RPC
// -32603 (issue 22, eval36).
package contentsrv

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
)

// TextContent is a text content item.
type TextContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a JSON-RPC response.
type Response struct {
	ID     any       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *rpcError `json:"error,omitempty"`
}

// Request is a JSON-RPC request.
type Request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type tool func(args map[string]any) ([]TextContent, error)

// Server answers tools/call with its tools.
type Server struct{ tools map[string]tool }

// New returns the server with its tools.
func New() *Server {
	return &Server{tools: map[string]tool{"head": head, "upper": upper}}
}

// Handle answers one request.
func (s *Server) Handle(req Request) Response {
	if req.Method != "tools/call" {
		return Response{ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}} // ok rpcerror
	}
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return Response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "invalid params"}} // ok rpcerror
	}
	t, ok := s.tools[p.Name]
	if !ok {
		return Response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "unknown tool: " + p.Name}} // ok rpcerror unknowntool
	}
	content, err := t(p.Arguments)
	if err != nil {
		return Response{ID: req.ID, Error: &rpcError{Code: -32603, Message: fmt.Sprintf("tool failed: %v", err)}}
	}
	return Response{ID: req.ID, Result: map[string]any{"content": content}}
}

func head(args map[string]any) ([]TextContent, error) {
	path, _ := args["path"].(string)
	if path == "" {
		return nil, errors.New("path is required") // want rpcerror:`tool "head" handler returns an error that dispatcher Server.Handle sends as JSON-RPC error -32603`
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err // want rpcerror:`tool "head" handler returns an error that dispatcher Server.Handle sends as JSON-RPC error -32603`
	}
	first, _, _ := strings.Cut(string(b), "\n")
	return []TextContent{{Type: "text", Text: first}}, nil // ok rpcerror
}

func upper(args map[string]any) ([]TextContent, error) {
	s, _ := args["text"].(string)
	return []TextContent{{Type: "text", Text: strings.ToUpper(s)}}, nil // ok rpcerror
}
