// Package server installs the tool middleware of package limits on its
// server, whose handlers' errors mcp-go sends as JSON-RPC -32603.
package server

import (
	"context"

	"rpcerror/mwforeign/limits"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("pong"), nil
}

// New builds the server.
func New() *server.MCPServer {
	g := limits.NewGate(10)
	s := server.NewMCPServer("limited", "1",
		server.WithToolHandlerMiddleware(g.Middleware()),
		server.WithToolHandlerMiddleware(g.Polite()))
	s.AddTool(mcp.NewTool("ping"), ping)
	return s
}
