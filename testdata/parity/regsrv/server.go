// Package regsrv answers tools/call with the tools of package regtools'
// registry and writes a tool's error into an isError result: the raw
// request error of count_stock, which prints the configured inventory
// address, is reported at count_stock's return by every driver.
package regsrv

import (
	"context"
	"encoding/json"
	"fmt"

	"parity/regtools"
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
type Server struct{ Reg *regtools.Registry }

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
		t := s.Reg.Get(p.Name)
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
