// Package mcpgo: mcp-go finds a wrapped URLElicitationRequiredError with
// errors.As and keeps its data, so nothing is reported.
package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("auth"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, fmt.Errorf("consent: %w", mcp.URLElicitationRequiredError{})
	})
}
