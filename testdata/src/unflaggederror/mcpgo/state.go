package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type monitor struct {
	lastErr error
}

func registerState(s *server.MCPServer, m *monitor) {
	s.AddTool(mcp.NewTool("last_failure"), m.lastFailure)
	s.AddTool(mcp.NewTool("status"), status)
}

// lastFailure reports an error the server kept from earlier work: data.
func (m *monitor) lastFailure(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if m.lastErr == nil {
		return mcp.NewToolResultText("no failures recorded"), nil
	}
	return mcp.NewToolResultText("last failure at 12:00: " + m.lastErr.Error()), nil
}

func code() int { return 500 }

func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if c := code(); c >= 500 {
		return mcp.NewToolResultText(fmt.Sprintf("Request failed with status %d", c)), nil // want `result text "Request failed with status …" reads as a failure but does not set isError`
	}
	if c := code(); c == 404 {
		return mcp.NewToolResultText(fmt.Sprintf("%d tests failed, 12 passed", c)), nil
	}
	return mcp.NewToolResultText("HTTP call failed: the upstream API is down"), nil // want `reads as a failure`
}
