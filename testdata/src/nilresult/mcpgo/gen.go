// Code generated for the test. DO NOT EDIT.

package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// Generated is an exported handler in a generated file: never reported.
func Generated(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}
