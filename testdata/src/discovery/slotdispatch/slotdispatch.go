// Package slotdispatch answers tools/call by calling the Handler of a tool
// record of package slotimpl, turning its error into an isError result:
// the functions slotimpl stores in records of its registry are the tools,
// listed here with a note that their returns are not checked across
// packages. Package-local records of another type it never calls from
// tools/call list nothing.
package slotdispatch

import (
	"context"
	"encoding/json"

	"discovery/slotimpl"
)

type textContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callResult struct {
	Content []textContent `json:"content"`
	IsError bool          `json:"isError,omitempty"`
}

type Server struct{ reg *slotimpl.Registry }

func (s *Server) Handle(ctx context.Context, method string, params json.RawMessage) any {
	switch method {
	case "tools/call":
		var p struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		_ = json.Unmarshal(params, &p)
		t := s.reg.Get(p.Name)
		if t == nil {
			return callResult{IsError: true, Content: []textContent{{Type: "text", Text: "unknown tool"}}}
		}
		out, err := t.Handler(ctx, p.Arguments) // want `\(\*discovery/slotimpl.Registry\).dropRows tool="drop_rows" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.Handle through Tool.Handler imported` `\(\*discovery/slotimpl.Registry\).listRows tool="list_rows" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.Handle through Tool.Handler imported` `note: tools/call calls 2 tools that package slotimpl keeps in Tool.Handler`
		if err != nil {
			return callResult{IsError: true, Content: []textContent{{Type: "text", Text: err.Error()}}}
		}
		b, _ := json.Marshal(out)
		return callResult{Content: []textContent{{Type: "text", Text: string(b)}}}
	}
	return nil
}
