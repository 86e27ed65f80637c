// Package tools registers its own tools over a search.Service, which
// holds its embedder as an interface: the service's errors carry what the
// implementation that package cmd wires in carries.
package tools

import (
	"context"
	"fmt"

	"errorleak/servicechain/search"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tools to s.
func Register(s *server.MCPServer, svc *search.Service) {
	s.AddTool(mcp.NewTool("find"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n, err := svc.Query(ctx, req.GetString("q", ""))
		if err != nil {
			return mcp.NewToolResultError("search failed: " + err.Error()), nil // want `mcp.NewToolResultError puts raw net/http error text from \(\*http.Client\).Do at embedder.go:\d+ .*configured endpoint \(field Client.url\)`
		}
		return mcp.NewToolResultText(fmt.Sprint(n)), nil
	})
	s.AddTool(mcp.NewTool("previous"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		q, err := svc.Previous(ctx)
		if err != nil {
			return mcp.NewToolResultError("no previous query: " + err.Error()), nil // the only memo is clean
		}
		return mcp.NewToolResultText(q), nil
	})
}
