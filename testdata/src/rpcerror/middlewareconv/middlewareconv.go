// Package middlewareconv installs a limiter beside a middleware that turns
// errors into isError results: the limiter's error may reach the model
// through it, so it is not reported.
package middlewareconv

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var open = true

func gate(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !open {
			return nil, errors.New("the service is in maintenance") // fine: toErrors may convert it
		}
		return next(ctx, req)
	}
}

func toErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("pong"), nil
}

// New returns the server.
func New() *server.MCPServer {
	s := server.NewMCPServer("mw", "1.0.0", server.WithToolHandlerMiddleware(toErrors), server.WithToolHandlerMiddleware(gate))
	s.AddTool(mcp.NewTool("ping"), ping)
	return s
}
