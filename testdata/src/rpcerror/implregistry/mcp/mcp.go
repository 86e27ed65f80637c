// Package mcp is a hand-rolled server whose tools/call code looks the
// requested tool up in a registry of Tool values and calls Execute on it,
// answering its error with a JSON-RPC error (-32004, given by a helper of
// its helper). It has no tools of its own:
// package tools implements Tool and package server registers them, so
// the tools are found in package tools (ToolCallMethodsFact).
package mcp

import (
	"context"
	"encoding/json"
	"sync"
)

// Tool is one tool of the server.
type Tool interface {
	Name() string
	Execute(ctx context.Context, args map[string]any) (*Result, error)
}

// Result is a hand-rolled call-tool result.
type Result struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// Content is a hand-rolled text content.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// Request is a JSON-RPC request.
type Request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a JSON-RPC response.
type Response struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
	Error  *RPCError       `json:"error,omitempty"`
}

// Registry keeps the tools by name.
type Registry struct {
	mu    sync.RWMutex
	tools map[string]Tool
}

// Register keeps t under its name.
func (r *Registry) Register(t Tool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.tools[t.Name()] = t
}

// Get returns the tool named name, or nil.
func (r *Registry) Get(name string) Tool {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.tools[name]
}

// Server answers JSON-RPC requests.
type Server struct{ Tools *Registry }

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, req *Request) *Response {
	switch req.Method {
	case "tools/call":
		return s.call(ctx, req)
	}
	return &Response{ID: req.ID, Error: &RPCError{Code: -32601, Message: "method not found"}}
}

func (s *Server) call(ctx context.Context, req *Request) *Response {
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return &Response{ID: req.ID, Error: &RPCError{Code: -32602, Message: "invalid params"}}
	}
	t := s.Tools.Get(p.Name)
	if t == nil {
		return &Response{ID: req.ID, Error: &RPCError{Code: -32602, Message: "unknown tool " + p.Name}}
	}
	res, err := t.Execute(ctx, p.Arguments)
	if err != nil {
		return toolError(req.ID, err.Error())
	}
	return &Response{ID: req.ID, Result: res}
}

// toolError answers a tool's failure, through newError: the code is
// newError's argument here, two helpers from the dispatcher.
func toolError(id json.RawMessage, msg string) *Response {
	return newError(id, -32004, "Tool execution error: "+msg)
}

func newError(id json.RawMessage, code int, msg string) *Response {
	return &Response{ID: id, Error: &RPCError{Code: code, Message: msg}}
}
