// Package tools validates URLs with check.Resolves: the error of the
// model's own webhook URL is no leak; that of the server's configured
// relay is.
package tools

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/hostcheck/check"
)

func addHook(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := check.Resolves(req.GetString("webhook_url", "")); err != nil {
		return mcp.NewToolResultError("invalid webhook_url: " + err.Error()), nil
	}
	if err := check.Resolves(os.Getenv("RELAY_URL")); err != nil {
		return mcp.NewToolResultError("relay unavailable: " + err.Error()), nil // want `raw net error text from net.LookupIP, called by Resolves`
	}
	return mcp.NewToolResultText("hook added"), nil
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("add_hook"), addHook)
}
