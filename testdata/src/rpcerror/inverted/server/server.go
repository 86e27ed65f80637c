// Package server answers tools/call by calling the tools through
// interfaces of its own, which package tools (importing this one for its
// result type) implements: Executor's errors are sent as -32603 JSON-RPC
// errors through two helpers (sendError, newError), Runner's as isError
// results. It records both in a ToolCallMethodsFact; the tools are judged
// in package tools.
package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
)

// Result is a tools/call result.
type Result struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// Content is a content item.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// Executor runs a tool by name.
type Executor interface {
	Execute(ctx context.Context, name string, args map[string]any) (*Result, error)
}

// Runner runs a tool by name too; its errors become isError results.
type Runner interface {
	Run(ctx context.Context, name string, args map[string]any) (*Result, error)
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type message struct {
	ID     json.RawMessage `json:"id,omitempty"`
	Method string          `json:"method,omitempty"`
	Params json.RawMessage `json:"params,omitempty"`
	Result any             `json:"result,omitempty"`
	Error  *rpcError       `json:"error,omitempty"`
}

// Server is the stdio server.
type Server struct {
	out    io.Writer
	exec   Executor
	runner Runner
}

// SetExecutor installs the tools.
func (s *Server) SetExecutor(e Executor) { s.exec = e }

// SetRunner installs the other tools.
func (s *Server) SetRunner(r Runner) { s.runner = r }

func (s *Server) handle(ctx context.Context, msg *message) error {
	switch msg.Method {
	case "tools/call":
		return s.callTool(ctx, msg)
	case "tools/run":
		return s.runTool(ctx, msg)
	}
	return s.sendError(msg.ID, -32601, "method not found")
}

type callParams struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

func (s *Server) callTool(ctx context.Context, msg *message) error {
	var p callParams
	if err := json.Unmarshal(msg.Params, &p); err != nil {
		return s.sendError(msg.ID, -32602, "invalid params")
	}
	if p.Name == "run" {
		return s.runTool(ctx, msg)
	}
	res, err := s.exec.Execute(ctx, p.Name, p.Arguments)
	if err != nil {
		return s.sendError(msg.ID, -32603, fmt.Sprintf("tool failed: %v", err))
	}
	return s.send(&message{ID: msg.ID, Result: res})
}

func (s *Server) runTool(ctx context.Context, msg *message) error {
	var p callParams
	if err := json.Unmarshal(msg.Params, &p); err != nil {
		return s.sendError(msg.ID, -32602, "invalid params")
	}
	res, err := s.runner.Run(ctx, p.Name, p.Arguments)
	if err != nil {
		res = &Result{Content: []Content{{Type: "text", Text: err.Error()}}, IsError: true}
	}
	return s.send(&message{ID: msg.ID, Result: res})
}

func (s *Server) sendError(id json.RawMessage, code int, text string) error {
	return s.send(newError(id, code, text))
}

func newError(id json.RawMessage, code int, text string) *message {
	return &message{ID: id, Error: &rpcError{Code: code, Message: text}}
}

func (s *Server) send(m *message) error {
	return json.NewEncoder(s.out).Encode(m)
}
