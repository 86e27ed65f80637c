// Package handrolled is a hand-rolled MCP server: tools in a map of the
// project's own function type, called by a tools/call dispatcher that
// answers a tool's error with a JSON-RPC internal error, and an unknown
// tool with -32602.
package handrolled

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
)

// CallToolResult is the hand-rolled call-tool result.
type CallToolResult struct {
	Content []TextContent `json:"content"`
	IsError bool          `json:"isError,omitempty"`
}

// TextContent is a text content item.
type TextContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// RPCError is the hand-rolled JSON-RPC error.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// ToolFunc is a tool.
type ToolFunc func(ctx context.Context, args json.RawMessage) (*CallToolResult, error)

var tools = map[string]ToolFunc{
	"add":    add,
	"divide": divide,
}

// dispatch answers tools/call.
func dispatch(ctx context.Context, name string, args json.RawMessage) (*CallToolResult, *RPCError) {
	fn, ok := tools[name]
	if !ok {
		return nil, &RPCError{Code: -32602, Message: "unknown tool " + name}
	}
	res, err := fn(ctx, args)
	if err != nil {
		return nil, &RPCError{Code: -32603, Message: err.Error()}
	}
	return res, nil
}

type pair struct{ A, B int }

func add(ctx context.Context, args json.RawMessage) (*CallToolResult, error) {
	var p pair
	if err := json.Unmarshal(args, &p); err != nil {
		return nil, err
	}
	return &CallToolResult{Content: []TextContent{{Type: "text", Text: fmt.Sprint(p.A + p.B)}}}, nil
}

func divide(ctx context.Context, args json.RawMessage) (*CallToolResult, error) {
	var p pair
	if err := json.Unmarshal(args, &p); err != nil {
		return failure("the arguments must be two integers, a and b"), nil
	}
	if p.B == 0 {
		return failure("the arguments must be two integers, a and b"), nil
	}
	if p.A < 0 {
		return nil, errors.New("negative numbers are not supported")
	}
	return &CallToolResult{Content: []TextContent{{Type: "text", Text: fmt.Sprint(p.A / p.B)}}}, nil
}

func failure(text string) *CallToolResult {
	return &CallToolResult{IsError: true, Content: []TextContent{{Type: "text", Text: text}}}
}
