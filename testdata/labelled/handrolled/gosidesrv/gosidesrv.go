// Package gosidesrv is a hand-rolled server whose tools return a result
// the package keeps in Go, {Text, IsError}, which its dispatcher copies
// onto the wire; the tools sit in a slice of records a function returns,
// as method expressions, found by a loop (held-out round eval96b, issue
// 22).
package gosidesrv

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

// Answer is a tool's answer before the dispatcher puts it on the wire.
type Answer struct {
	Text    string
	IsError bool
}

type entry struct {
	Name string
	Run  func(*Server, context.Context, map[string]any) (*Answer, error)
}

// Server answers tools/call requests.
type Server struct{ dir string }

func entries() []entry {
	return []entry{
		{Name: "cat", Run: (*Server).cat},
		{Name: "size", Run: (*Server).size},
		{Name: "wipe", Run: (*Server).wipe},
	}
}

func find(name string) (entry, bool) {
	for _, e := range entries() {
		if e.Name == name {
			return e, true
		}
	}
	return entry{}, false
}

func (s *Server) cat(ctx context.Context, args map[string]any) (*Answer, error) {
	p, _ := args["path"].(string)
	if p == "" {
		return &Answer{Text: "path is required", IsError: true}, nil // ok rpcerror emptyerror
	}
	b, err := os.ReadFile(s.dir + "/" + p)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", p, err) // want rpcerror:`forwards as JSON-RPC error -32603`
	}
	return &Answer{Text: string(b)}, nil // ok unflaggederror
}

func (s *Server) size(ctx context.Context, args map[string]any) (*Answer, error) {
	p, _ := args["path"].(string)
	fi, err := os.Stat(s.dir + "/" + p)
	if err != nil {
		return &Answer{Text: "Error: " + err.Error()}, nil // want unflaggederror:`reads as a failure but does not set isError`
	}
	return &Answer{Text: fmt.Sprint(fi.Size())}, nil
}

func (s *Server) wipe(ctx context.Context, args map[string]any) (*Answer, error) {
	if s.dir == "" {
		return &Answer{IsError: true}, nil // want emptyerror:`isError result has no content`
	}
	if err := os.RemoveAll(s.dir); err != nil {
		return &Answer{Text: "wipe failed: " + err.Error(), IsError: true}, nil // ok emptyerror unflaggederror rpcerror
	}
	return &Answer{Text: "wiped"}, nil
}

// Call answers a tools/call request: a tool's error is sent as a JSON-RPC
// internal error.
func (s *Server) Call(ctx context.Context, params json.RawMessage) (any, error) {
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(params, &p); err != nil {
		return nil, err
	}
	e, ok := find(p.Name)
	if !ok {
		return nil, errors.New("unknown tool") // want unknowntool:`unknown tool answered with JSON-RPC -32603`
	}
	a, err := e.Run(s, ctx, p.Arguments)
	if err != nil {
		return nil, err
	}
	return map[string]any{
		"content": []any{map[string]any{"type": "text", "text": a.Text}},
		"isError": a.IsError,
	}, nil
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, method string, params json.RawMessage) (any, *rpcError) {
	switch method {
	case "tools/call":
		out, err := s.Call(ctx, params)
		if err != nil {
			return nil, &rpcError{Code: -32603, Message: err.Error()}
		}
		return out, nil
	}
	return nil, &rpcError{Code: -32601, Message: "method not found"}
}
