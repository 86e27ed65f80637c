// Package registry is a hand-rolled MCP server: tools are registered as
// ToolHandler functions and tools/call answers a tool's error with an
// isError result holding its text.
package registry

import (
	"encoding/json"
	"fmt"
)

// Content is a content item.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// CallToolResult is a tools/call result.
type CallToolResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// ToolHandler runs a tool.
type ToolHandler func(args map[string]any) (*CallToolResult, error)

// Registry holds the tools.
type Registry struct {
	handlers map[string]ToolHandler
}

// New returns an empty registry.
func New() *Registry { return &Registry{handlers: map[string]ToolHandler{}} }

// RegisterTool registers h as the tool name.
func (r *Registry) RegisterTool(name string, h ToolHandler) { r.handlers[name] = h }

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
	Error  *rpcError       `json:"error,omitempty"`
}

// Handle answers one request.
func (r *Registry) Handle(id json.RawMessage, method string, params json.RawMessage) response {
	if method != "tools/call" {
		return response{ID: id, Error: &rpcError{Code: -32601, Message: "method not found"}}
	}
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(params, &p); err != nil {
		return response{ID: id, Error: &rpcError{Code: -32602, Message: "invalid params"}}
	}
	h, ok := r.handlers[p.Name]
	if !ok {
		return response{ID: id, Error: &rpcError{Code: -32602, Message: fmt.Sprintf("unknown tool %q", p.Name)}}
	}
	res, err := h(p.Arguments)
	if err != nil {
		return response{ID: id, Result: &CallToolResult{Content: []Content{{Type: "text", Text: err.Error()}}, IsError: true}}
	}
	return response{ID: id, Result: res}
}
