// Package ifacedispatch is the tools/call dispatcher of a hand-rolled
// server whose tools live in package ifaceimpl: it turns a tool's error
// into an isError result.
package ifacedispatch

import (
	"discovery/ifaceimpl"
)

// Content is a hand-rolled text content.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// CallResult is a hand-rolled call-tool result.
type CallResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// Server dispatches tools/call.
type Server struct{ tools map[string]ifaceimpl.Tool }

// New registers the tools.
func New(root string) *Server {
	s := &Server{tools: map[string]ifaceimpl.Tool{}}
	s.tools["read"] = ifaceimpl.NewReadTool(root)
	s.tools["stat"] = ifaceimpl.StatTool{}
	return s
}

// Handle answers one request.
func (s *Server) Handle(method, name string, args map[string]any) *CallResult {
	if method == "tools/call" {
		return s.Call(name, args)
	}
	return nil
}

// Call calls the named tool.
func (s *Server) Call(name string, args map[string]any) *CallResult {
	t, ok := s.tools[name]
	if !ok {
		return &CallResult{IsError: true, Content: []Content{{Type: "text", Text: "unknown tool " + name}}}
	}
	text, err := t.Execute(args) // want `\(\*discovery/ifaceimpl.ReadTool\).Execute tool="read" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.Call through ifaceimpl.Tool.Execute imported` `\(discovery/ifaceimpl.StatTool\).Execute tool="stat" .* errors=iserror .* imported`
	if err != nil {
		return &CallResult{IsError: true, Content: []Content{{Type: "text", Text: err.Error()}}}
	}
	return &CallResult{Content: []Content{{Type: "text", Text: text}}}
}
