// Package tools puts the client's errors into isError results: the one a
// constructor formatted the transport error into leaks the base URL, the
// one that names a status does not.
package tools

import (
	"context"

	"errorleak/errctor/client"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func register(s *server.MCPServer, c *client.Client) {
	s.AddTool(mcp.NewTool("fetch"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.Fetch("/widgets"); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `raw net/http error text from \(\*http.Client\).Get at client.go:42`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("head"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.Head("/widgets"); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
