// Package anyregister is a hand-rolled server whose framework takes tool
// functions as interface values and calls them by reflection: the
// functions of tool shape handed to it are tools, with unknown routing.
package anyregister

import (
	"errors"
	"reflect"
)

// Content is a hand-rolled text content.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// ToolResult is a hand-rolled call-tool result.
type ToolResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// Server keeps tool functions by name.
type Server struct{ tools map[string]reflect.Value }

// AddToolFunc registers handler, a func(Params) (*ToolResult, error).
func (s *Server) AddToolFunc(name, description string, handler any) {
	s.tools[name] = reflect.ValueOf(handler)
}

// OnShutdown registers a callback: not a tool.
func (s *Server) OnShutdown(fn any) {}

type params struct{ A, B int }

func register(s *Server) {
	s.AddToolFunc("plus", "adds", func(p params) (*ToolResult, error) { // want `func literal in register tool="plus" sdk=hand-rolled kind=dispatched errors=unknown via=AddToolFunc`
		return &ToolResult{Content: []Content{{Type: "text", Text: "ok"}}}, nil
	})
	s.AddToolFunc("div", "divides", divide)
	s.OnShutdown(func() error { return nil })
}

func divide(p params) (*ToolResult, error) { // want `divide tool="div" sdk=hand-rolled kind=dispatched errors=unknown via=AddToolFunc`
	if p.B == 0 {
		return nil, errors.New("division by zero")
	}
	return &ToolResult{Content: []Content{{Type: "text", Text: "ok"}}}, nil
}
