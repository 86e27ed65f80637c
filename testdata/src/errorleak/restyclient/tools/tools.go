// Package tools calls the backend through package client.
package tools

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/restyclient/client"
)

// Register adds the tools.
func Register(s *server.MCPServer) {
	c := client.New(os.Getenv("SHOP_API"), os.Getenv("SHOP_TOKEN"))
	s.AddTool(mcp.NewTool("orders"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := c.Get("/orders")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `raw resty error text from \(\*resty.Request\).Get at client.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(field Client.baseURL\)\) into the error result's text`
		}
		return mcp.NewToolResultText(text), nil
	})
	s.AddTool(mcp.NewTool("order"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := c.WithToken().Post("/orders", req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `raw resty error text from \(\*resty.Request\).Post at client.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(field Client.baseURL\)\) into the error result's text`
		}
		return mcp.NewToolResultText(text), nil
	})
}
