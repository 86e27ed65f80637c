// Package tools registers its own tools, which hold the services as
// interfaces of package store; package cmd gives it the implementations.
package tools

import (
	"context"
	"fmt"

	"errorleak/ifacewired/store"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tools to s.
func Register(s *server.MCPServer, st store.Store, cache store.Cache) {
	s.AddTool(mcp.NewTool("get_note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		body, err := st.Get(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("cannot read the note: " + err.Error()), nil // want `mcp.NewToolResultError puts raw database/sql error text from \(\*sql.Row\).Scan at pg.go:\d+ .* into the error result's text`
		}
		return mcp.NewToolResultText(body), nil
	})
	s.AddTool(mcp.NewTool("recent"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		notes, err := cache.Recent(ctx)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("no notes: %v", err)), nil // the only cache is clean
		}
		return mcp.NewToolResultText(fmt.Sprint(notes)), nil
	})
}
