// Package handrolled is a hand-rolled server: what a tool's nil result
// becomes is decided by the dispatcher that puts it into the response.
package handrolled

import (
	"context"
	"encoding/json"
	"errors"
)

// Content is a text content block.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// Result is a call-tool result.
type Result struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response puts any result into an interface member: a nil *Result there
// is a non-nil interface, which omitempty keeps, and marshals as null.
type Response struct {
	ID     any       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

// Typed puts the result into a pointer member with omitempty: a nil one
// is left out, and the response has neither result nor error.
type Typed struct {
	ID     any       `json:"id"`
	Result *Result   `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

// ToolFunc is a tool.
type ToolFunc func(ctx context.Context, args json.RawMessage) (*Result, *RPCError)

// Server serves the tools.
type Server struct {
	tools map[string]ToolFunc
	notes map[string]string
}

// New registers the map's tools.
func New() *Server {
	s := &Server{notes: map[string]string{}}
	s.tools = map[string]ToolFunc{"get": s.get, "put": s.put}
	return s
}

// Handle answers a request.
func (s *Server) Handle(ctx context.Context, method, name string, args json.RawMessage) any {
	switch method {
	case "tools/call":
		return s.dispatch(ctx, name, args)
	case "tools/call2":
		return s.checked(ctx, name, args)
	case "tools/call3":
		return s.typed(name, args)
	case "tools/call4":
		return Response{Result: s.forward(name, args)}
	}
	return nil
}

func (s *Server) dispatch(ctx context.Context, name string, args json.RawMessage) Response {
	tool, ok := s.tools[name]
	if !ok {
		return Response{Error: &RPCError{Code: -32602, Message: "unknown tool"}}
	}
	res, rpcErr := tool(ctx, args)
	if rpcErr != nil {
		return Response{Error: rpcErr}
	}
	return Response{Result: res}
}

func (s *Server) get(ctx context.Context, args json.RawMessage) (*Result, *RPCError) {
	v, ok := s.notes[string(args)]
	if !ok {
		return nil, nil // want `tool handler Server.get returns a nil result with a nil error: dispatcher Server.dispatch sends "result": null, which is no valid tools/call result`
	}
	return &Result{Content: []Content{{Type: "text", Text: v}}}, nil
}

func (s *Server) put(ctx context.Context, args json.RawMessage) (*Result, *RPCError) {
	s.notes[string(args)] = ""
	return &Result{Content: []Content{{Type: "text", Text: "stored"}}}, nil
}

// checked replaces a nil result: its tools' nil results are fine.
func (s *Server) checked(ctx context.Context, name string, args json.RawMessage) Response {
	var (
		res *Result
		err error
	)
	switch name {
	case "count":
		res, err = s.count(args)
	default:
		return Response{Error: &RPCError{Code: -32602, Message: "unknown tool"}}
	}
	if err != nil {
		return Response{Error: &RPCError{Code: -32603, Message: err.Error()}}
	}
	if res == nil {
		res = &Result{Content: []Content{{Type: "text", Text: "done"}}}
	}
	return Response{Result: res}
}

func (s *Server) count(args json.RawMessage) (*Result, error) {
	if len(s.notes) == 0 {
		return nil, nil
	}
	return &Result{Content: []Content{{Type: "text", Text: "some"}}}, nil
}

func (s *Server) typed(name string, args json.RawMessage) Typed {
	var (
		res *Result
		err error
	)
	switch name {
	case "clear":
		res, err = s.clear(args)
	default:
		return Typed{Error: &RPCError{Code: -32602, Message: "unknown tool"}}
	}
	if err != nil {
		return Typed{Error: &RPCError{Code: -32603, Message: err.Error()}}
	}
	return Typed{Result: res}
}

func (s *Server) clear(args json.RawMessage) (*Result, error) {
	if len(args) == 0 {
		return nil, errors.New("nothing to clear")
	}
	return nil, nil // want `tool "clear" handler returns a nil result with a nil error: dispatcher Server.typed omits the empty "result" member and sends a response with neither result nor error`
}

// forward returns the tool's result to its caller, which puts it into
// the response.
func (s *Server) forward(name string, args json.RawMessage) *Result {
	var res *Result
	switch name {
	case "drop":
		res, _ = s.drop(args)
	}
	return res
}

func (s *Server) drop(args json.RawMessage) (*Result, error) {
	return nil, nil // want `tool "drop" handler returns a nil result with a nil error: dispatcher Server.forward sends "result": null`
}
