// Package guardlib declares generic decorators of go-sdk typed handlers
// that other packages instantiate: what their handlers return is
// decided here, which outputs the SDK attaches where they are used.
package guardlib

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var paused bool

// Guard answers the inner handler's error itself, as an isError result
// beside the zero output and a nil error.
func Guard[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] { // want Guard:`returns an isError result with a nil error beside its output \(type parameter 1\) at guardlib.go:24`
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		if paused {
			return failure("paused"), zeroOf[Out](), nil // want `isError result carries structured content`
		}
		res, out, err := h(ctx, req, in)
		if err != nil {
			var zero Out
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "tool failed"}}}, zero, nil
		}
		return res, out, nil
	}
}

// Pass leaves the inner handler's error to the SDK.
func Pass[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return h(ctx, req, in)
	}
}

func zeroOf[T any]() T {
	var zero T
	return zero
}

// failure builds an isError result with a failure envelope as its
// structured content.
func failure(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError:           true,
		Content:           []mcp.Content{&mcp.TextContent{Text: msg}},
		StructuredContent: map[string]any{"ok": false, "error": msg},
	}
}
