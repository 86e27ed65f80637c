// Package slicetable keeps its tools in a slice of records that a function
// returns; the records hold method expressions, and the tools return the
// package's own result type, which the dispatcher turns into the wire's
// result. A lookup function finds a record by looping over the slice. The
// tools/call code sends a tool's error as a JSON-RPC internal error: each
// failing return is reported where it fails.
package slicetable

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

// Request is what a tool is given.
type Request struct {
	Args map[string]any
}

// Result is the package's own result: the dispatcher copies it into the
// wire's content and isError.
type Result struct {
	Text    string
	IsError bool
}

func failed(msg string) *Result { return &Result{IsError: true, Text: msg} }
func ok(msg string) *Result     { return &Result{Text: msg} }

type handler func(*Server, context.Context, Request) (*Result, error)

type definition struct {
	Name    string
	Summary string
	Run     handler
}

// Server answers requests.
type Server struct {
	root string
}

func definitions() []definition {
	return []definition{
		{Name: "read", Summary: "read a file", Run: (*Server).read},
		{Name: "remove", Summary: "remove a file", Run: (*Server).remove},
		{Name: "stat", Summary: "stat a file", Run: (*Server).stat},
	}
}

func lookup(name string) (definition, bool) {
	for _, d := range definitions() {
		if d.Name == name {
			return d, true
		}
	}
	return definition{}, false
}

func (s *Server) read(ctx context.Context, req Request) (*Result, error) {
	path, _ := req.Args["path"].(string)
	if path == "" {
		return failed("path is required"), nil
	}
	b, err := os.ReadFile(s.root + "/" + path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err) // want `tool handler Server.read returns an error that wrapper Server.call forwards as JSON-RPC error -32603`
	}
	return ok(string(b)), nil
}

func (s *Server) remove(ctx context.Context, req Request) (*Result, error) {
	path, _ := req.Args["path"].(string)
	if err := os.Remove(s.root + "/" + path); err != nil {
		return failed("remove failed: " + err.Error()), nil
	}
	return ok("removed"), nil
}

func (s *Server) stat(ctx context.Context, req Request) (*Result, error) {
	if s.root == "" {
		return nil, errors.New("no root configured") // want `tool handler Server.stat returns an error that wrapper Server.call forwards as JSON-RPC error -32603`
	}
	fi, err := os.Stat(s.root)
	if err != nil {
		return failed(err.Error()), nil
	}
	return ok(fi.Name()), nil
}

func wire(r *Result) map[string]any {
	return map[string]any{
		"content": []map[string]any{{"type": "text", "text": r.Text}},
		"isError": r.IsError,
	}
}

func (s *Server) call(ctx context.Context, name string, args json.RawMessage) (map[string]any, error) {
	def, found := lookup(name)
	if !found {
		return nil, fmt.Errorf("unknown tool: %s", name)
	}
	var req Request
	if err := json.Unmarshal(args, &req.Args); err != nil {
		return nil, fmt.Errorf("parse arguments: %w", err)
	}
	res, err := def.Run(s, ctx, req)
	if err != nil {
		return nil, err
	}
	return wire(res), nil
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
	Error  *rpcError       `json:"error,omitempty"`
}

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, id json.RawMessage, method string, params json.RawMessage) response {
	switch method {
	case "tools/call":
		var p struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		if err := json.Unmarshal(params, &p); err != nil {
			return response{ID: id, Error: &rpcError{Code: -32602, Message: "invalid params"}}
		}
		out, err := s.call(ctx, p.Name, p.Arguments)
		if err != nil {
			return response{ID: id, Error: &rpcError{Code: -32603, Message: err.Error()}}
		}
		return response{ID: id, Result: out}
	}
	return response{ID: id, Error: &rpcError{Code: -32601, Message: "method not found"}}
}
