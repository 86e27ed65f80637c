// Package server registers the functions of package tools through a
// wrapper that gives them the client: each is named by the tool it is
// registered as.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"discovery/wrapimport/tools"
)

type toolFunc func(ctx context.Context, c *tools.Client, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

func toolHandler(c *tools.Client, fn toolFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return fn(ctx, c, req)
	}
}

// Register adds the tools.
func Register(s *server.MCPServer, c *tools.Client) {
	s.AddTool(mcp.NewTool("get_series"), toolHandler(c, tools.HandleGetSeries)) // want `tools.HandleGetSeries tool="get_series" sdk=mcp-go`
	s.AddTool(mcp.NewTool("search"),
		toolHandler(c, tools.HandleSearch)) // want `tools.HandleSearch tool="search" sdk=mcp-go`
}
