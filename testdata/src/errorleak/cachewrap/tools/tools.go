// Package tools registers its tools over an Items interface, which package
// cmd gives it as the API client behind a forwarding cache.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Items gives items.
type Items interface {
	Item(ctx context.Context, id string) (string, error)
}

// Register adds the tools to s.
func Register(s *server.MCPServer, items Items) {
	s.AddTool(mcp.NewTool("item"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := items.Item(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("no item: " + err.Error()), nil // want `mcp.NewToolResultError puts raw net/http error text from \(\*http.Client\).Do at api.go:\d+ .*configured endpoint \(field Client.base\)`
		}
		return mcp.NewToolResultText(v), nil
	})
}
