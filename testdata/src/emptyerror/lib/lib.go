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
