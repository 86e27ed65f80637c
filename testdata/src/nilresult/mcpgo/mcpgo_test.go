package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// StubHandler is a handler in a test file: never reported.
func StubHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}
