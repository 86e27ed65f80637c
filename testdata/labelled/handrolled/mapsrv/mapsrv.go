// Package mapsrv is a hand-rolled server that decodes params into a map
// and reads the tool name with params["name"].(string). Its tools return
// (string, error) behind a switch, and its caller turns an error into an
// isError result.
package mapsrv

import (
	"errors"
	"fmt"
	"strings"
)

// Request is a JSON-RPC request with params decoded into a map.
type Request struct {
	ID     any            `json:"id"`
	Method string         `json:"method"`
	Params map[string]any `json:"params"`
}

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a JSON-RPC response.
type Response struct {
	ID     any       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

// Content is a text content block.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// ToolResult is a tools/call result.
type ToolResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// Server holds the tables.
type Server struct {
	tables  map[string][]string
	prompts map[string]string
	spaces  map[string]map[string]func(map[string]any) (string, error)
}

// Handle answers one request.
func (s *Server) Handle(req Request) Response {
	switch req.Method {
	case "tools/call":
		return s.toolsCall(req)
	case "prompts/get":
		return s.promptsGet(req)
	}
	return Response{ID: req.ID, Error: &RPCError{Code: -32601, Message: "method not found"}}
}

func (s *Server) toolsCall(req Request) Response {
	name, _ := req.Params["name"].(string)
	args, _ := req.Params["arguments"].(map[string]any)
	var text string
	var err error
	if strings.Contains(name, ".") {
		text, err = s.spaced(name, args)
	} else {
		text, err = s.callTool(name, args)
	}
	if err != nil {
		return Response{ID: req.ID, Result: ToolResult{IsError: true, Content: []Content{{Type: "text", Text: err.Error()}}}}
	}
	return Response{ID: req.ID, Result: ToolResult{Content: []Content{{Type: "text", Text: text}}}}
}

func (s *Server) callTool(name string, args map[string]any) (string, error) {
	switch name {
	case "list_tables":
		return fmt.Sprint(len(s.tables)), nil
	default:
		return "", fmt.Errorf("unknown tool %q", name) // want unknowntool:`isError result`
	}
}

func (s *Server) spaced(name string, args map[string]any) (string, error) {
	ns, tool, _ := strings.Cut(name, ".")
	space, ok := s.spaces[ns]
	if !ok {
		return "", fmt.Errorf("unknown namespace %q", ns) // want unknowntool:`isError result`
	}
	fn, ok := space[tool]
	if !ok {
		return "", fmt.Errorf("unknown tool %q", tool) // want unknowntool:`isError result`
	}
	return fn(args)
}

// promptsGet reads a prompt's name the same way: it is no tool name.
func (s *Server) promptsGet(req Request) Response {
	name, _ := req.Params["name"].(string)
	switch name {
	case "summary":
		return Response{ID: req.ID, Result: s.prompts[name]}
	default:
		return Response{ID: req.ID, Error: &RPCError{Code: -32601, Message: "unknown prompt"}} // ok unknowntool
	}
}

// RawServer sends a tool's error as a JSON-RPC error: its tools, which
// return (any, error) behind a switch on the name, hide their failures
// from the model.
type RawServer struct {
	tables map[string][]string
}

// Handle answers one request.
func (r *RawServer) Handle(req Request) Response {
	if req.Method == "tools/call" {
		name, _ := req.Params["name"].(string)
		out, err := r.run(name, req.Params)
		if err != nil {
			return Response{ID: req.ID, Error: &RPCError{Code: -32603, Message: err.Error()}}
		}
		return Response{ID: req.ID, Result: ToolResult{Content: []Content{{Type: "text", Text: fmt.Sprint(out)}}}}
	}
	return Response{ID: req.ID, Error: &RPCError{Code: -32601, Message: "method not found"}}
}

func (r *RawServer) run(name string, params map[string]any) (any, error) {
	switch name {
	case "rows":
		return r.rows(params)
	default:
		return nil, fmt.Errorf("unknown tool %q", name) // want unknowntool:`JSON-RPC -32603`
	}
}

func (r *RawServer) rows(params map[string]any) (any, error) {
	table, _ := params["table"].(string)
	if table == "" {
		return nil, errors.New("table is required") // want rpcerror:`sends as JSON-RPC error -32603`
	}
	return r.tables[table], nil // ok rpcerror
}
