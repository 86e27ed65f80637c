// Package lib holds result helpers used by the emptyerror test packages.
package lib

import "github.com/mark3labs/mcp-go/mcp"

// Fail returns an isError result with text msg.
func Fail(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg)
}

// Bare returns an isError result without content.
func Bare() *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true}
}

// Flag marks res as an isError result and returns it.
func Flag(res *mcp.CallToolResult) *mcp.CallToolResult {
	res.IsError = true
	return res
}

// MarkFailed marks res as an isError result.
func MarkFailed(res *mcp.CallToolResult) {
	res.IsError = true
}
