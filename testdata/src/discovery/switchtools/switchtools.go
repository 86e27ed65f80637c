// Package switchtools is a hand-rolled server whose tools/call dispatcher
// picks the tool in a switch on the requested name (and another in an
// if-else chain): the functions called in the cases that return a
// call-tool result, by value or by pointer, and a failure are the tools.
package switchtools

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

// Response is a JSON-RPC response.
type Response struct {
	ID     any       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

// Request is a JSON-RPC request.
type Request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

// Server serves the tools.
type Server struct{ pages map[string]string }

// Handle answers one request: the switch on the method is not a tool
// switch.
func (s *Server) Handle(ctx context.Context, req Request) Response {
	switch req.Method {
	case "tools/call":
		return s.call(ctx, req)
	case "initialize":
		return Response{ID: req.ID, Result: map[string]any{}}
	}
	return Response{ID: req.ID, Error: &RPCError{Code: -32601, Message: "method not found"}}
}

func (s *Server) call(ctx context.Context, req Request) Response {
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return Response{ID: req.ID, Error: &RPCError{Code: -32602, Message: "invalid params"}}
	}
	var (
		res Result
		err error
	)
	switch p.Name {
	case "read":
		res, err = s.read(ctx, p.Arguments)
	case "list", "ls":
		res, err = s.list(ctx)
	default:
		return s.call2(ctx, req.ID, p.Name, p.Arguments)
	}
	if err != nil {
		return Response{ID: req.ID, Error: &RPCError{Code: -32603, Message: err.Error()}}
	}
	return Response{ID: req.ID, Result: res}
}

// call2 compares the name in an if-else chain; its tools return a
// pointer and the dispatcher turns their errors into isError results.
func (s *Server) call2(ctx context.Context, id any, name string, args json.RawMessage) Response {
	var (
		res *Result
		err error
	)
	if name == "stat" {
		res, err = s.stat(args)
	} else if name == "touch" {
		res, err = s.touch(args)
	} else {
		return Response{ID: id, Error: &RPCError{Code: -32602, Message: "unknown tool " + name}}
	}
	if err != nil {
		return Response{ID: id, Result: &Result{IsError: true, Content: []Content{{Type: "text", Text: err.Error()}}}}
	}
	return Response{ID: id, Result: res}
}

func (s *Server) read(ctx context.Context, args json.RawMessage) (Result, error) { // want `Server.read tool="read" sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32603\) via=dispatched by Server.call`
	var a struct {
		Path   string `json:"path"`
		Format string `json:"format"`
	}
	if err := json.Unmarshal(args, &a); err != nil {
		return Result{}, err
	}
	// A switch inside a tool: its helpers are no tools.
	switch a.Format {
	case "raw":
		return s.render(a.Path, false)
	default:
		return s.render(a.Path, true)
	}
}

func (s *Server) render(path string, pretty bool) (Result, error) {
	body, ok := s.pages[path]
	if !ok {
		return Result{}, errors.New("no page " + path)
	}
	return Result{Content: []Content{{Type: "text", Text: body}}}, nil
}

func (s *Server) list(ctx context.Context) (Result, error) { // want `Server.list tool=\? sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32603\) via=dispatched by Server.call`
	return s.show("text")
}

// show is a helper of a tool: its switch calls helpers too.
func (s *Server) show(format string) (Result, error) {
	switch format {
	case "json":
		return s.asJSON()
	}
	return s.asText()
}

func (s *Server) asJSON() (Result, error) {
	b, err := json.Marshal(s.pages)
	return Result{Content: []Content{{Type: "text", Text: string(b)}}}, err
}

func (s *Server) asText() (Result, error) {
	return Result{Content: []Content{{Type: "text", Text: "index"}}}, nil
}

func (s *Server) stat(args json.RawMessage) (*Result, error) { // want `Server.stat tool="stat" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.call2`
	return &Result{Content: []Content{{Type: "text", Text: "file"}}}, nil
}

func (s *Server) touch(args json.RawMessage) (*Result, error) { // want `Server.touch tool="touch" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.call2`
	return nil, errors.New("read-only")
}

// Format picks a renderer by a string that is no tool name: the package
// answers tools/call, so any string switch counts, but its callees
// return no call-tool result.
func Format(kind string, v any) (string, error) {
	switch kind {
	case "json":
		b, err := json.Marshal(v)
		return string(b), err
	}
	return "", errors.New("unknown format")
}
