// Package goside is a hand-rolled server whose tools return the package's
// own result type, {Text, IsError}, which its dispatcher copies into the
// wire's content and isError. A failure's text in a result without
// IsError is reported; one with IsError set is not.
package goside

import (
	"context"
	"encoding/json"
	"os"
)

// Reply is a tool's answer before the dispatcher puts it on the wire.
type Reply struct {
	Text    string
	IsError bool
}

type tool struct {
	Name string
	Fn   func(*Server, context.Context, map[string]any) (*Reply, error)
}

// Server answers requests.
type Server struct{ dir string }

var tools = []tool{
	{Name: "cat", Fn: (*Server).cat},
	{Name: "ls", Fn: (*Server).ls},
}

func find(name string) *tool {
	for i := range tools {
		if tools[i].Name == name {
			return &tools[i]
		}
	}
	return nil
}

func (s *Server) cat(ctx context.Context, args map[string]any) (*Reply, error) {
	p, _ := args["path"].(string)
	b, err := os.ReadFile(p)
	if err != nil {
		return &Reply{Text: "Error: " + err.Error()}, nil // want `result text "Error: …" reads as a failure but does not set isError`
	}
	return &Reply{Text: string(b)}, nil
}

func (s *Server) ls(ctx context.Context, args map[string]any) (*Reply, error) {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return &Reply{Text: "Error: " + err.Error(), IsError: true}, nil
	}
	out := ""
	for _, e := range entries {
		out += e.Name() + "\n"
	}
	return &Reply{Text: out}, nil
}

// Handle answers one tools/call request.
func (s *Server) Handle(ctx context.Context, method string, params json.RawMessage) (any, error) {
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
	t := find(p.Name)
	if t == nil {
		return map[string]any{"content": []any{map[string]any{"type": "text", "text": "no such tool"}}, "isError": true}, nil
	}
	r, err := t.Fn(s, ctx, p.Arguments)
	if err != nil {
		r = &Reply{Text: err.Error(), IsError: true}
	}
	return map[string]any{
		"content": []any{map[string]any{"type": "text", "text": r.Text}},
		"isError": r.IsError,
	}, nil
}
