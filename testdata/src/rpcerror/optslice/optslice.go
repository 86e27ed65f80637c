// Package optslice installs a converting middleware through an options
// slice that discovery does not follow to the server: it counts for every
// server of the package.
package optslice

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

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("no such entry") // fine: the options may hold the converting middleware
}

// New returns the server.
func New(debug bool) *server.MCPServer {
	opts := []server.ServerOption{server.WithToolCapabilities(true)}
	if !debug {
		opts = append(opts, server.WithToolHandlerMiddleware(toResults))
	}
	s := server.NewMCPServer("opts", "1.0.0", opts...)
	s.AddTool(mcp.NewTool("lookup"), lookup)
	return s
}
