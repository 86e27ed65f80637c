package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/reskit"
)

// Every coded failure built as an isError result plus structured content,
// in a helper of this package and of another one.

func registerRecall2(m *server.MCPServer, s *srv) {
	m.AddTool(mcp.NewTool("codedTag"), s.codedTag)
	m.AddTool(mcp.NewTool("codedFeed"), s.codedFeed)
	m.AddTool(mcp.NewTool("codedText"), s.codedText)
}

// failure answers a coded failure.
func failure(code, msg string) *mcp.CallToolResult {
	res := mcp.NewToolResultError(code + ": " + msg)
	res.StructuredContent = map[string]any{"code": code, "message": msg}
	return res
}

// internalFailure answers a failure of the server's own.
func internalFailure(err error) *mcp.CallToolResult {
	return failure("INTERNAL", err.Error())
}

func (s *srv) codedTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tag := req.GetString("tag", "")
	if tag == "" {
		return failure("BAD_ARGUMENT", "tag is required"), nil // want structurederror:`carries structured content`
	}
	if _, err := s.count(ctx); err != nil {
		return internalFailure(err), nil // want structurederror:`carries structured content`
	}
	return mcp.NewToolResultText("tagged " + tag), nil // ok structurederror
}

func (s *srv) codedFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return reskit.Coded("SYNC", "feed sync failed"), nil // want structurederror:`carries structured content`
	}
	return mcp.NewToolResultText("synced"), nil // ok structurederror
}

// codedText keeps the code in the text: no structured content.
func (s *srv) codedText(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return mcp.NewToolResultError("SYNC: feed sync failed"), nil // ok structurederror
	}
	return mcp.NewToolResultText("synced"), nil // ok structurederror
}
