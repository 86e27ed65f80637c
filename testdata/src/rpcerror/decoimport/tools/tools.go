// Package tools holds handlers that package server registers wrapped in
// its own decorator.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

func GetEmployee(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("employee"), nil
}
