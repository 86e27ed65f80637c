// Package mcpgo has structurederror cases for mcp-go handlers.
package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"structurederror/lib"
)

type report struct {
	OK    bool   `json:"ok"`
	Error string `json:"error,omitempty"`
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("a"), literal)
	s.AddTool(mcp.NewTool("b"), later)
	s.AddTool(mcp.NewTool("c"), good)
	s.AddTool(mcp.NewTool("d"), mcp.NewStructuredToolHandler(structured))
}

func check() error { return nil }

func literal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := check(); err != nil {
		return &mcp.CallToolResult{ // want `isError result carries structured content: consumers that read or validate structuredContent take the failure for data`
			IsError:           true,
			Content:           []mcp.Content{mcp.NewTextContent("check failed")},
			StructuredContent: report{Error: "check failed"},
		}, nil
	}
	if req.Params.Name == "raw" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("bad")}, RawStructuredContent: json.RawMessage(`{}`)}, nil // want `isError result carries structured content`
	}
	// Explicitly no structured content.
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("no")}, StructuredContent: nil}, nil
}

func later(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := mcp.NewToolResultStructured(report{OK: false}, "not ok")
	if err := check(); err != nil {
		res.IsError = true // want `isError result carries structured content`
		return res, nil
	}
	res2 := mcp.NewToolResultError("lookup failed")
	if req.Params.Name == "x" {
		res2.StructuredContent = map[string]any{"ok": false} // want `isError result carries structured content`
		return res2, nil
	}
	if req.Params.Name == "y" {
		r := lib.Data(report{})
		r.IsError = true // want `isError result carries structured content`
		return r, nil
	}
	if req.Params.Name == "z" {
		// The structured content is cleared before IsError is set.
		r := mcp.NewToolResultStructuredOnly(report{})
		r.StructuredContent = nil
		r.IsError = true
		return r, nil
	}
	return lib.Data(report{OK: true}), nil
}

func good(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := check(); err != nil {
		return lib.Fail("check failed; retry later"), nil
	}
	if req.Params.Name == "e" {
		return mcp.NewToolResultError("bad name"), nil
	}
	return mcp.NewToolResultStructuredOnly(report{OK: true}), nil
}

type args struct{ Q string }

func structured(ctx context.Context, req mcp.CallToolRequest, a args) (report, error) {
	return report{OK: true}, nil
}
