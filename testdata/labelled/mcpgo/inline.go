package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// guard is a generic helper that runs fn and turns its error into the
// result the caller asked for.
func guard[T any](fn func() (T, error), render func(T) string) *mcp.CallToolResult {
	v, err := fn()
	if err != nil {
		return mcp.NewToolResultText("operation failed: " + err.Error()) // want unflaggederror:`does not set isError`
	}
	return mcp.NewToolResultText(render(v))
}

// registerInline registers tools whose handlers are closures.
func registerInline(m *server.MCPServer, s *srv) {
	m.AddTool(mcp.NewTool("ping_feed"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := s.sync(ctx); err != nil {
			return mcp.NewToolResultText("Error: " + err.Error()), nil // want unflaggederror:`does not set isError`
		}
		return mcp.NewToolResultText("pong"), nil // ok unflaggederror nilresult
	})
	m.AddTool(mcp.NewTool("peek_note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if len(s.notes) == 0 {
			return nil, nil // want nilresult:`nil result`
		}
		return mcp.NewToolResultText("peeked"), nil
	})
	m.AddTool(mcp.NewTool("clear_tags"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if s.readOnly {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("")}}, nil // want emptyerror:`only empty text`
		}
		return mcp.NewToolResultText("cleared"), nil // ok emptyerror
	})
	m.AddTool(mcp.NewTool("quote_peek"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		q, err := s.quote(ctx, req.GetString("symbol", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("no quote for %q", q.Symbol)), nil // ok structurederror emptyerror unflaggederror
		}
		return mcp.NewToolResultStructured(q, "peek"), nil // ok structurederror
	})
	m.AddTool(mcp.NewTool("count_generic"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return guard(func() (int, error) { return s.count(ctx) }, func(n int) string { return fmt.Sprint(n) }), nil
	})
	m.AddTool(mcp.NewTool("archive_all"), s.archiveNote) // a method value registered twice
}
