// Package api answers MCP methods for a hand-rolled server whose method
// table is built in package cmd: nothing here names tools/call, and its
// tool runner is behind a function value the table holds.
package api

import (
	"encoding/json"
	"errors"
)

// Error is the server's error answer.
type Error struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Protocols answers MCP methods.
type Protocols struct {
	run func(name string, args json.RawMessage) (any, error)
}

// CallTool runs the requested tool.
func (p *Protocols) CallTool(params json.RawMessage) (any, *Error) {
	var req struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(params, &req); err != nil {
		return nil, &Error{Code: -32602, Message: "invalid params"}
	}
	out, err := p.run(req.Name, req.Arguments)
	if err != nil {
		return nil, &Error{Code: -32603, Message: err.Error()}
	}
	return out, nil
}

// Ping answers ping.
func (p *Protocols) Ping(params json.RawMessage) (any, *Error) { return struct{}{}, nil }

// ErrNoTool is what run answers for an unknown tool.
var ErrNoTool = errors.New("no such tool")
