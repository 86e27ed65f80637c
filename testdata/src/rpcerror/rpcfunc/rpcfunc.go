// Package rpcfunc (rpcerror) is a hand-rolled MCP server whose tools are method values
// of the project's own func type, returning a result or a JSON-RPC error
// object; the tools/call dispatcher forwards that object into the
// response. Routing is decided by the dispatcher.
package rpcfunc

import (
	"context"
	"encoding/json"
	"os"
)

// Content is a hand-rolled text content.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// CallResult is a hand-rolled call-tool result.
type CallResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// RPCError is a hand-rolled JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// ToolFunc is the project's tool type.
type ToolFunc func(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError)

// Response is a hand-rolled JSON-RPC response.
type Response struct {
	ID     int       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

type callParams struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

// Server dispatches tools/call to its tools.
type Server struct {
	tools map[string]ToolFunc
	root  string
}

// NewServer fills the tool table with method values.
func NewServer(root string) *Server {
	s := &Server{root: root}
	s.tools = map[string]ToolFunc{
		"read": s.read,
		"stat": s.stat,
	}
	return s
}

func (s *Server) handleCall(ctx context.Context, id int, params callParams) Response {
	fn, ok := s.tools[params.Name]
	if !ok {
		return Response{ID: id, Error: &RPCError{Code: -32602, Message: "unknown tool " + params.Name}}
	}
	res, rerr := fn(ctx, params.Arguments)
	if rerr != nil {
		return Response{ID: id, Error: rerr}
	}
	return Response{ID: id, Result: res}
}

func (s *Server) read(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError) {
	var a struct{ Path string }
	if err := json.Unmarshal(args, &a); err != nil {
		// A fixed bad-params answer, forwarded as it is: a protocol answer.
		return nil, &RPCError{Code: -32602, Message: "invalid arguments"}
	}
	b, err := os.ReadFile(a.Path)
	if err != nil {
		return nil, &RPCError{Code: -32603, Message: "read failed: " + err.Error()} // want `tool handler Server.read returns a JSON-RPC error object built from a failed call's error for an execution failure`
	}
	return &CallResult{Content: []Content{{Type: "text", Text: string(b)}}}, nil
}

func (s *Server) stat(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError) {
	fi, err := os.Stat(s.root)
	if err != nil {
		return &CallResult{IsError: true, Content: []Content{{Type: "text", Text: "cannot stat the root: " + err.Error()}}}, nil
	}
	return &CallResult{Content: []Content{{Type: "text", Text: fi.Name()}}}, nil
}

// notATool has the tool type's shape but is stored nowhere.
func notATool(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError) {
	return nil, nil
}
