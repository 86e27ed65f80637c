// Package server answers tools/call by calling the Handler of a tool
// record of package tools and writes the tool's error into an isError
// result: the backend client's raw error (list_items, list_orders) and the
// secret (check_auth) are reported at the tools' returns in package tools,
// naming this dispatcher, as if both were one package; ping's own message
// and fetch_page's error about the model's URL are not.
package server

import (
	"context"
	"encoding/json"
	"fmt"

	"errorleak/regdispatch/tools"
)

type textContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callResult struct {
	Content []textContent `json:"content"`
	IsError bool          `json:"isError,omitempty"`
}

// Server dispatches the tools.
type Server struct{ reg *tools.Registry }

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, method string, params json.RawMessage) any {
	switch method {
	case "tools/call":
		var p struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		if err := json.Unmarshal(params, &p); err != nil {
			return callResult{IsError: true, Content: []textContent{{Type: "text", Text: "invalid arguments"}}}
		}
		t := s.reg.Get(p.Name)
		if t == nil {
			return callResult{IsError: true, Content: []textContent{{Type: "text", Text: "unknown tool"}}}
		}
		out, err := t.Handler(ctx, p.Arguments)
		if err != nil {
			return callResult{IsError: true, Content: []textContent{{Type: "text", Text: fmt.Sprintf("tool failed: %v", err)}}}
		}
		b, _ := json.Marshal(out)
		return callResult{Content: []textContent{{Type: "text", Text: string(b)}}}
	}
	return nil
}
