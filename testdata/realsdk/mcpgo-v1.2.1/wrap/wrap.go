// Package wrap holds the project's own adapters from typed functions to
// mcp-go tool handlers, as servers commonly write them.
package wrap

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Text adapts fn, which receives the request and its decoded arguments and
// returns text, into a tool handler. An error from fn becomes an isError
// result.
func Text[In any](fn func(ctx context.Context, req mcp.CallToolRequest, in In) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in In
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError("invalid arguments: " + err.Error()), nil
		}
		out, err := fn(ctx, req, in)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

// Raw adapts fn into a tool handler and forwards fn's error to the SDK,
// which answers it with a JSON-RPC error.
func Raw[In any](fn func(ctx context.Context, in In) (*mcp.CallToolResult, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in In
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError("invalid arguments: " + err.Error()), nil
		}
		return fn(ctx, in)
	}
}
