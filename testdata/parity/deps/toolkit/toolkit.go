// Package toolkit is the project's own module of result helpers, which a
// local replace links in: its tools' answers, not a library's.
package toolkit

import "github.com/mark3labs/mcp-go/mcp"

// Fail answers a failed call with msg.
func Fail(msg string) *mcp.CallToolResult { return mcp.NewToolResultError(msg) }
