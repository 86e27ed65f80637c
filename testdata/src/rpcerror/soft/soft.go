// Package soft holds helpers that return a handler's (result, error) pair.
package soft

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Soft returns the failure as an isError result and a nil error.
func Soft(err error) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError(err.Error()), nil
}

// Softf formats the failure into an isError result.
func Softf(format string, args ...any) (*mcp.CallToolResult, error) {
	return Soft(fmt.Errorf(format, args...))
}

// Hard forwards the error: the SDK sends it as a JSON-RPC error.
func Hard(err error) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("tool failed: %w", err)
}
