// Package lib holds project-local handler adapters.
package lib

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Forward adapts a typed function into a low-level handler and forwards its
// error, which becomes a JSON-RPC error with code 0.
func Forward[In any](fn func(context.Context, *gomcp.CallToolRequest, In) (*gomcp.CallToolResult, error)) gomcp.ToolHandler {
	return func(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
		var in In
		res, err := fn(ctx, req, in)
		if err != nil {
			return nil, err
		}
		return res, nil
	}
}

// Convert adapts a function and turns its error into an isError result.
func Convert(fn func(context.Context, map[string]any) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := fn(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil
	}
}
