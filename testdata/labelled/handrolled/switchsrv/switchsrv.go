// Package switchsrv is a hand-rolled MCP server whose tools/call handler
// picks the tool in a switch and whose tools return their result by value.
package switchsrv

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

// TextContent is a text content block.
type TextContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// ToolResult is a tools/call result.
type ToolResult struct {
	Content           []TextContent  `json:"content"`
	StructuredContent map[string]any `json:"structuredContent,omitempty"`
	IsError           bool           `json:"isError"`
}

// Error is a JSON-RPC error object.
type Error struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a JSON-RPC response.
type Response struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result,omitempty"`
	Error   *Error          `json:"error,omitempty"`
}

// Server serves the tools.
type Server struct {
	client *http.Client
	base   string
}

type callParams struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

// Call answers a tools/call request.
func (s *Server) Call(ctx context.Context, id json.RawMessage, params json.RawMessage) Response {
	var p callParams
	if err := json.Unmarshal(params, &p); err != nil {
		return Response{JSONRPC: "2.0", ID: id, Error: &Error{Code: -32602, Message: "invalid params"}}
	}
	var (
		res ToolResult
		err error
	)
	switch p.Name {
	case "get_page":
		res, err = s.getPage(ctx, p.Arguments)
	case "put_page":
		res, err = s.putPage(ctx, p.Arguments)
	case "page_meta":
		res, err = s.pageMeta(ctx, p.Arguments)
	default:
		return Response{JSONRPC: "2.0", ID: id, Error: &Error{Code: -32602, Message: "unknown tool " + p.Name}}
	}
	if err != nil {
		return Response{JSONRPC: "2.0", ID: id, Error: &Error{Code: -32603, Message: err.Error()}}
	}
	return Response{JSONRPC: "2.0", ID: id, Result: res}
}

type pageArgs struct {
	Path string `json:"path"`
}

func (s *Server) getPage(ctx context.Context, raw json.RawMessage) (ToolResult, error) {
	var a pageArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return ToolResult{IsError: true}, nil // want emptyerror:`no content`
	}
	resp, err := s.client.Get(s.base + a.Path)
	if err != nil {
		return ToolResult{Content: []TextContent{{Type: "text", Text: "failed to fetch page: " + err.Error()}}}, nil // want unflaggederror:`does not set isError` errorleak:`configured endpoint \(field Server.base\)`
	}
	defer resp.Body.Close()
	return ToolResult{Content: []TextContent{{Type: "text", Text: resp.Status}}}, nil // ok emptyerror unflaggederror structurederror
}

func (s *Server) putPage(ctx context.Context, raw json.RawMessage) (ToolResult, error) {
	var a pageArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return ToolResult{IsError: true, Content: []TextContent{{Type: "text", Text: "arguments must be an object with a path"}}}, nil // ok emptyerror unflaggederror structurederror
	}
	if a.Path == "" {
		return ToolResult{}, errors.New("path is required") // want rpcerror:`JSON-RPC error`
	}
	return ToolResult{Content: []TextContent{{Type: "text", Text: "Error: pages are read-only"}}}, nil // want unflaggederror:`reads as a failure`
}

func (s *Server) pageMeta(ctx context.Context, raw json.RawMessage) (ToolResult, error) {
	var a pageArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return ToolResult{ // want structurederror:`carries structured content`
			IsError:           true,
			Content:           []TextContent{{Type: "text", Text: fmt.Sprintf("bad arguments: %v", err)}},
			StructuredContent: map[string]any{"error": err.Error()},
		}, nil
	}
	res := ToolResult{Content: []TextContent{{Type: "text", Text: ""}}}
	res.IsError = true // want emptyerror:`only empty text`
	if a.Path != "" {
		res = ToolResult{Content: []TextContent{{Type: "text", Text: a.Path}}, StructuredContent: map[string]any{"path": a.Path}}
	}
	return res, nil
}
