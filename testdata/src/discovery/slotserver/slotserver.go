// Package slotserver is a hand-rolled dispatcher that declares the tool
// record, keeps records in a registry and calls their Run from tools/call,
// answering its error with an isError result; it imports no package of
// tools: packages that import it and fill records (slotfill) have them
// checked where they store them, so no note here. Its Describe field,
// called outside tools/call, routes nothing.
package slotserver

import "encoding/json"

// Run is a tool's function.
type Run func(args map[string]any) (any, error)

// Tool is a tool's record.
type Tool struct {
	Name     string
	Run      Run
	Describe func() (string, error)
}

type text struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callResult struct {
	Content []text `json:"content"`
	IsError bool   `json:"isError,omitempty"`
}

// Server dispatches to the records it is given.
type Server struct{ tools map[string]Tool }

// New keeps the records by name.
func New(ts []Tool) *Server {
	s := &Server{tools: map[string]Tool{}}
	for _, t := range ts {
		s.tools[t.Name] = t
	}
	return s
}

// Handle answers one request.
func (s *Server) Handle(method string, params json.RawMessage) any {
	switch method {
	case "tools/call":
		var p struct {
			Name      string         `json:"name"`
			Arguments map[string]any `json:"arguments"`
		}
		_ = json.Unmarshal(params, &p)
		t, ok := s.tools[p.Name]
		if !ok {
			return callResult{IsError: true, Content: []text{{Type: "text", Text: "unknown tool"}}}
		}
		out, err := t.Run(p.Arguments)
		if err != nil {
			return callResult{IsError: true, Content: []text{{Type: "text", Text: err.Error()}}}
		}
		b, _ := json.Marshal(out)
		return callResult{Content: []text{{Type: "text", Text: string(b)}}}
	case "tools/describe":
		var names []string
		for _, t := range s.tools {
			d, _ := t.Describe()
			names = append(names, d)
		}
		return names
	}
	return nil
}
