// Package lib holds result helpers used by the structurederror test packages.
package lib

import "github.com/mark3labs/mcp-go/mcp"

// Data returns a success result with structured content.
func Data(v any) *mcp.CallToolResult {
	return mcp.NewToolResultStructuredOnly(v)
}

// Fail returns an isError result with text msg.
func Fail(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg)
}

// WithData attaches v to res as structured content and returns res.
func WithData(res *mcp.CallToolResult, v any) *mcp.CallToolResult {
	res.StructuredContent = v
	return res
}
