// Package wrapperlib holds project-local adapters used by package wrapped.
package wrapperlib

import (
	"context"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Forward adapts a typed function into a low-level handler and forwards its
// error: the inner error becomes a JSON-RPC error.
func Forward[In any](fn func(context.Context, *gomcp.CallToolRequest, In) (*gomcp.CallToolResult, error)) gomcp.ToolHandler { // want Forward:`wrapper\(param 0, go-sdk, errors=jsonrpc\(0\)\)`
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
func Convert(fn func(context.Context, map[string]any) (string, error)) server.ToolHandlerFunc { // want Convert:`wrapper\(param 0, mcp-go, errors=iserror\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := fn(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil
	}
}

// Register registers directly with the typed go-sdk API.
func Register[In, Out any](s *gomcp.Server, name string, fn gomcp.ToolHandlerFor[In, Out]) { // want Register:`wrapper\(param 2, go-sdk, errors=iserror\)`
	gomcp.AddTool(s, &gomcp.Tool{Name: name}, fn)
}
