// Package registrylib is a project registry of tools whose dispatcher
// sends a tool's error as a JSON-RPC error: RegisterTool carries that
// routing to the packages that register tools with it.
package registrylib

import (
	"context"
	"encoding/json"
)

// Result is a hand-rolled call-tool result.
type Result struct {
	Content []any `json:"content"`
	IsError bool  `json:"isError,omitempty"`
}

// Error is a hand-rolled JSON-RPC error.
type Error struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Func is a tool implementation.
type Func func(ctx context.Context, args json.RawMessage) (*Result, error)

// Registry holds tools by name.
type Registry struct{ tools map[string]Func }

// RegisterTool stores fn under name.
func (r *Registry) RegisterTool(name string, fn Func) { // want RegisterTool:`wrapper\(param 1, hand-rolled, errors=jsonrpc\(-32000\)\)`
	r.tools[name] = fn
}

// Call answers a tools/call.
func (r *Registry) Call(ctx context.Context, name string, args json.RawMessage) (*Result, *Error) {
	fn, ok := r.tools[name]
	if !ok {
		return nil, &Error{Code: -32602, Message: "unknown tool"}
	}
	res, err := fn(ctx, args)
	if err != nil {
		e := &Error{Message: err.Error()}
		e.Code = -32000
		return nil, e
	}
	return res, nil
}
