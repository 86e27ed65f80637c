// Package dispatched is a hand-rolled server whose tools implement a
// project interface returning (string, error); the tools/call dispatcher
// answers a tool's error with a JSON-RPC error, so the model never sees a
// failed tool's message.
package dispatched

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

// Tool is the project's tool interface.
type Tool interface {
	Execute(ctx context.Context, args map[string]any) (string, error)
}

// RPCError is a hand-rolled JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a hand-rolled JSON-RPC response.
type Response struct {
	ID     any       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

type readTool struct{ root string }

func (t *readTool) Execute(ctx context.Context, args map[string]any) (string, error) {
	p, ok := args["path"].(string)
	if !ok || p == "" {
		return "", errors.New("path is required") // want `tool "read" handler returns an error that dispatcher Server.call sends as JSON-RPC error -32603; the model never sees it: have the dispatcher answer a tool's error with a result with isError set and the error's text as content`
	}
	b, err := os.ReadFile(t.root + "/" + p)
	if err != nil {
		return "", fmt.Errorf("read %s: %w", p, err) // want `tool "read" handler returns an error that dispatcher Server.call sends as JSON-RPC error -32603`
	}
	return string(b), nil
}

type infoTool struct{ version string }

// Execute never fails for the tool's work; a cancelled request has nobody
// waiting.
func (t infoTool) Execute(ctx context.Context, args map[string]any) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	out, _ := json.Marshal(map[string]string{"version": t.version})
	return string(out), nil
}

// draftTool implements Tool but is never registered: not checked.
type draftTool struct{}

func (draftTool) Execute(context.Context, map[string]any) (string, error) {
	return "", errors.New("not implemented")
}

// Server dispatches tools/call.
type Server struct{ tools map[string]Tool }

// New registers the tools.
func New(root string) *Server {
	s := &Server{tools: map[string]Tool{}}
	s.tools["read"] = &readTool{root: root}
	s.tools["info"] = infoTool{version: "1"}
	return s
}

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, id any, method, name string, args map[string]any) Response {
	switch method {
	case "tools/call":
		return s.call(ctx, id, name, args)
	}
	return Response{ID: id, Error: &RPCError{Code: -32601, Message: "method not found"}}
}

func (s *Server) call(ctx context.Context, id any, name string, args map[string]any) Response {
	t, ok := s.tools[name]
	if !ok {
		return Response{ID: id, Error: &RPCError{Code: -32602, Message: "unknown tool " + name}}
	}
	text, err := t.Execute(ctx, args)
	if err != nil {
		return Response{ID: id, Error: &RPCError{Code: -32603, Message: err.Error()}}
	}
	return Response{ID: id, Result: map[string]any{"content": []map[string]any{{"type": "text", "text": text}}}}
}
