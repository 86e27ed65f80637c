// Package registry keeps tools in the project's own registry and calls
// them from a hand-written tools/call dispatcher: the dispatcher's
// treatment of the error decides the routing.
package registry

import (
	"context"
	"encoding/json"
	"errors"

	"discovery/registrylib"
)

// CallToolResult is a hand-rolled call-tool result.
type CallToolResult struct {
	Content []TextContent `json:"content"`
	IsError bool          `json:"isError,omitempty"`
}

// TextContent is a hand-rolled text content.
type TextContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// RPCError is a hand-rolled JSON-RPC error.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// ToolFunc is the project's tool function type.
type ToolFunc func(ctx context.Context, args json.RawMessage) (*CallToolResult, error)

// Registry holds tools by name.
type Registry struct {
	tools map[string]ToolFunc
}

// RegisterTool stores fn under name.
func (r *Registry) RegisterTool(name string, fn ToolFunc) {
	r.tools[name] = fn
}

// Dispatch answers a tools/call: an unknown tool is -32602, a tool's error
// becomes a JSON-RPC internal error.
func (r *Registry) Dispatch(ctx context.Context, name string, args json.RawMessage) (*CallToolResult, *RPCError) {
	fn, ok := r.tools[name]
	if !ok {
		return nil, &RPCError{Code: -32602, Message: "unknown tool " + name}
	}
	res, err := fn(ctx, args)
	if err != nil {
		return nil, &RPCError{Code: -32603, Message: err.Error()}
	}
	return res, nil
}

func setup(r *Registry) {
	r.RegisterTool("add", add)
	r.RegisterTool("lookup", func(ctx context.Context, args json.RawMessage) (*CallToolResult, error) { // want `func literal in setup tool=\? sdk=hand-rolled kind=none errors=jsonrpc\(-32603\) via=registry registry.ToolFunc dispatched by Registry.Dispatch`
		return nil, errors.New("no such row")
	})
}

func add(ctx context.Context, args json.RawMessage) (*CallToolResult, error) { // want `add tool=\? sdk=hand-rolled kind=none errors=jsonrpc\(-32603\) via=registry registry.ToolFunc dispatched by Registry.Dispatch`
	return nil, errors.New("bad numbers")
}

// SoftFunc is a second registry whose dispatcher converts errors.
type SoftFunc func(ctx context.Context, args json.RawMessage) (*CallToolResult, error)

var soft = map[string]SoftFunc{
	"echo": echo,
}

func echo(ctx context.Context, args json.RawMessage) (*CallToolResult, error) { // want `echo tool=\? sdk=hand-rolled kind=none errors=iserror via=registry registry.SoftFunc dispatched by callSoft`
	return nil, errors.New("x")
}

func callSoft(ctx context.Context, name string, args json.RawMessage) *CallToolResult {
	fn := soft[name]
	if fn == nil {
		return &CallToolResult{IsError: true, Content: []TextContent{{Type: "text", Text: "unknown tool"}}}
	}
	res, err := fn(ctx, args)
	if err != nil {
		return &CallToolResult{IsError: true, Content: []TextContent{{Type: "text", Text: err.Error()}}}
	}
	return res
}

func setupLib(r *registrylib.Registry) {
	r.RegisterTool("remote", remote)
}

func remote(ctx context.Context, args json.RawMessage) (*registrylib.Result, error) { // want `remote tool=\? sdk=hand-rolled kind=none errors=jsonrpc\(-32000\) via=registry registrylib.Func dispatched by Registry.Call`
	return nil, errors.New("x")
}

// LayeredFunc is a third registry: its dispatcher returns the tool's error
// to the request handler, which puts it into a JSON-RPC error.
type LayeredFunc func(args map[string]any) (*CallToolResult, error)

// Response is a hand-rolled JSON-RPC response.
type Response struct {
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

const internalError = -32603

type layered struct{ handlers map[string]LayeredFunc }

func (l *layered) register(name string, h LayeredFunc) { l.handlers[name] = h }

func (l *layered) handleCall(name string, args map[string]any) (*CallToolResult, error) {
	h, ok := l.handlers[name]
	if !ok {
		return &CallToolResult{IsError: true}, nil
	}
	return h(args)
}

func (l *layered) handleRequest(method, name string, args map[string]any) *Response {
	resp := &Response{}
	switch method {
	case "tools/call":
		res, err := l.handleCall(name, args)
		if err != nil {
			resp.Error = &RPCError{Code: internalError, Message: err.Error()}
		} else {
			resp.Result = res
		}
	}
	return resp
}

func setupLayered(l *layered) {
	l.register("branches", branches)
}

func branches(args map[string]any) (*CallToolResult, error) { // want `branches tool=\? sdk=hand-rolled kind=none errors=jsonrpc\(-32603\) via=registry registry.LayeredFunc dispatched by layered.handleCall`
	return nil, errors.New("x")
}
