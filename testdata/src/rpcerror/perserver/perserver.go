// Package perserver builds two servers: a middleware that turns handler
// errors into isError results is installed on one of them only.
package perserver

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func toResults(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

var errDown = errors.New("the archive is offline")

func archived(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errDown // fine: registered on the converting server
}

func live(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errDown // want `tool "live" handler returns an error that mcp-go sends as JSON-RPC error -32603`
}

// Servers returns both servers.
func Servers() (*server.MCPServer, *server.MCPServer) {
	conv := server.NewMCPServer("conv", "1.0.0", server.WithToolHandlerMiddleware(toResults))
	conv.AddTool(mcp.NewTool("archived"), archived)
	plain := server.NewMCPServer("plain", "1.0.0")
	plain.AddTool(mcp.NewTool("live"), live)
	return conv, plain
}
