// Package goside is a hand-rolled server whose tools return the package's
// own result type, {Text, IsError}, which its dispatcher copies into the
// wire's content and isError: an IsError result whose Text is never set
// gives the model nothing to read.
package goside

import (
	"context"
	"encoding/json"
	"os"
)

// Outcome is a tool's answer before the dispatcher puts it on the wire.
type Outcome struct {
	Text    string
	IsError bool
}

// Server answers requests.
type Server struct{ dir string }

func (s *Server) tools() map[string]func(context.Context, map[string]any) (*Outcome, error) {
	return map[string]func(context.Context, map[string]any) (*Outcome, error){
		"rm":    s.rm,
		"mkdir": s.mkdir,
	}
}

func (s *Server) rm(ctx context.Context, args map[string]any) (*Outcome, error) {
	p, _ := args["path"].(string)
	if err := os.Remove(p); err != nil {
		return &Outcome{IsError: true}, nil // want `isError result has no content`
	}
	return &Outcome{Text: "removed " + p}, nil
}

func (s *Server) mkdir(ctx context.Context, args map[string]any) (*Outcome, error) {
	p, _ := args["path"].(string)
	if err := os.Mkdir(p, 0o755); err != nil {
		return &Outcome{IsError: true, Text: "mkdir failed: " + err.Error()}, nil
	}
	return &Outcome{Text: "created " + p}, nil
}

// Call answers one tools/call request.
func (s *Server) Call(ctx context.Context, method string, params json.RawMessage) (any, error) {
	if method != "tools/call" {
		return nil, nil
	}
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(params, &p); err != nil {
		return nil, err
	}
	fn, ok := s.tools()[p.Name]
	if !ok {
		return nil, err32602(p.Name)
	}
	r, err := fn(ctx, p.Arguments)
	if err != nil {
		r = &Outcome{Text: err.Error(), IsError: true}
	}
	return map[string]any{
		"content": []any{map[string]any{"type": "text", "text": r.Text}},
		"isError": r.IsError,
	}, nil
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e *rpcError) Error() string { return e.Message }

func err32602(name string) error { return &rpcError{Code: -32602, Message: "unknown tool " + name} }
