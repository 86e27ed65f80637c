// Package server dispatches the tools of package tools through their
// interface and writes a tool's error into an isError result: the raw
// database error of lookup_user is reported at lookup_user's return in
// package tools, naming this dispatcher.
package server

import (
	"context"
	"encoding/json"

	"errorleak/ifacedispatch/tools"
)

type textContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callResult struct {
	Content []textContent `json:"content"`
	IsError bool          `json:"isError,omitempty"`
}

// Server holds the tools.
type Server struct{ tools map[string]tools.Tool }

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, method string, params json.RawMessage) any {
	switch method {
	case "tools/call":
		var p struct {
			Name      string         `json:"name"`
			Arguments map[string]any `json:"arguments"`
		}
		_ = json.Unmarshal(params, &p)
		t, ok := s.tools[p.Name]
		if !ok {
			return callResult{IsError: true, Content: []textContent{{Type: "text", Text: "unknown tool"}}}
		}
		text, err := t.Execute(ctx, p.Arguments)
		if err != nil {
			return callResult{IsError: true, Content: []textContent{{Type: "text", Text: err.Error()}}}
		}
		return callResult{Content: []textContent{{Type: "text", Text: text}}}
	}
	return nil
}
