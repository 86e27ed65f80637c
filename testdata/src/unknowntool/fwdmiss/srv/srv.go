// Package srv dispatches tools/call by name and returns an unknown
// name's error from its exported Handle as it returns a tool's: the
// command in package cmd answers both with -32603, so the unknown tool
// is reported here, from there.
package srv

import (
	"errors"
	"fmt"
)

// Server serves the tools.
type Server struct{ notes map[string]string }

// Handle answers a request of method for tool name.
func (s *Server) Handle(method, name string, args map[string]any) (any, error) {
	if method != "tools/call" {
		return nil, fmt.Errorf("method %s not supported", method)
	}
	switch name {
	case "note_get":
		return s.get(args)
	case "note_count":
		return s.count()
	default:
		return nil, fmt.Errorf("no such tool %q", name) // want `unknown tool answered with an error that main sends as JSON-RPC -32603 \(dispatched by package main at cmd.go:\d+\)`
	}
}

func (s *Server) get(args map[string]any) (any, error) {
	key, ok := args["key"].(string)
	if !ok {
		return nil, errors.New("key is required")
	}
	return map[string]any{"content": []any{map[string]any{"type": "text", "text": s.notes[key]}}}, nil
}

func (s *Server) count() (any, error) {
	if s.notes == nil {
		return nil, errors.New("no notes loaded")
	}
	return map[string]any{"content": []any{map[string]any{"type": "text", "text": fmt.Sprint(len(s.notes))}}}, nil
}
