// Package lib holds helpers used by the unflaggederror test packages.
package lib

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Text returns a success result with text s.
func Text(s string) *mcp.CallToolResult {
	return mcp.NewToolResultText(s)
}

// Describe formats an error for the model.
func Describe(op string, err error) string {
	return fmt.Sprintf("%s: %v", op, err)
}

// Textf returns a success result with a formatted text.
func Textf(format string, args ...any) *mcp.CallToolResult {
	return mcp.NewToolResultText(fmt.Sprintf(format, args...))
}
