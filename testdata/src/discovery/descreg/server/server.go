// Package server is a hand-rolled MCP server whose tools are registered
// with a descriptor struct and kept in a map by its Name.
package server

import "encoding/json"

// Tool describes a tool.
type Tool struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

// Result is a tools/call result.
type Result struct {
	Content []map[string]string `json:"content"`
	IsError bool                `json:"isError,omitempty"`
}

// ToolHandler runs a tool.
type ToolHandler func(args map[string]any) (*Result, error)

// Server keeps the tools.
type Server struct {
	tools    []Tool
	handlers map[string]ToolHandler
}

// RegisterTool registers h as the tool t describes.
func (s *Server) RegisterTool(t Tool, h ToolHandler) {
	s.tools = append(s.tools, t)
	s.handlers[t.Name] = h
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
	Error  *rpcError       `json:"error,omitempty"`
}

func (s *Server) handleCallTool(id json.RawMessage, params map[string]any) response {
	name, _ := params["name"].(string)
	h, ok := s.handlers[name]
	if !ok {
		return response{ID: id, Error: &rpcError{Code: -32602, Message: "unknown tool"}}
	}
	args, _ := params["arguments"].(map[string]any)
	res, err := h(args)
	if err != nil {
		return response{ID: id, Error: &rpcError{Code: -32603, Message: err.Error()}}
	}
	return response{ID: id, Result: res}
}

// Handle answers a request.
func (s *Server) Handle(id json.RawMessage, method string, params map[string]any) response {
	if method == "tools/call" {
		return s.handleCallTool(id, params)
	}
	return response{ID: id, Error: &rpcError{Code: -32601, Message: "method not found"}}
}
