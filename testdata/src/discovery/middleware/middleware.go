// Package middleware installs a middleware that turns handler errors into
// isError results, which changes the routing of every tool on the server.
package middleware

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func toolErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("x", "1", server.WithToolHandlerMiddleware(toolErrors))
	s.AddTool(mcp.NewTool("t"), handler)
	return s
}

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler tool="t" sdk=mcp-go kind=ToolHandlerFunc errors=iserror via=AddTool\+middleware`
	return nil, errors.New("x")
}
