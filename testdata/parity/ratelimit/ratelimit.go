// Package ratelimit builds a server whose tool middleware rejects calls
// over a rate with a Go error, which mcp-go sends as JSON-RPC -32603.
package ratelimit

import (
	"context"
	"errors"
	"sync/atomic"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var calls atomic.Int64

func limit(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if calls.Add(1) > 100 {
			return nil, errors.New("rate limit exceeded, retry in a minute") // want rpcerror:`middleware`
		}
		return next(ctx, req)
	}
}

func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("pong"), nil
}

// New returns the server.
func New() *server.MCPServer {
	s := server.NewMCPServer("rl", "1.0.0", server.WithToolHandlerMiddleware(limit))
	s.AddTool(mcp.NewTool("ping"), ping)
	return s
}
