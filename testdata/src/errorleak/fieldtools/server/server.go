// Package server registers the records of package tools with one
// shared handler that calls their function fields.
package server

import (
	"context"
	"net/http"
	"os"

	"errorleak/fieldtools/quotes"
	"errorleak/fieldtools/tools"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds every tool.
func Register(s *server.MCPServer) {
	c := &quotes.Client{BaseURL: os.Getenv("QUOTES_URL"), Key: os.Getenv("QUOTES_KEY"), HTTP: http.DefaultClient}
	for _, t := range tools.All() {
		s.AddTool(mcp.NewTool(t.Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := t.Check(req.GetArguments()); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			out, err := t.Run(ctx, c, req.GetArguments())
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil // want `credential in the URL query parameter "token"`
			}
			s, _ := out.(string)
			return mcp.NewToolResultText(s), nil
		})
	}
	for _, j := range tools.Jobs() {
		s.AddTool(mcp.NewTool("job"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := j.Do(ctx, c); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("done"), nil
		})
	}
}
