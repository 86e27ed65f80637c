package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerWords8(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("w8_spawn"), words8Spawn)
	s.AddTool(mcp.NewTool("w8_tally"), words8Tally)
}

// engineCall stands for a call of a backend that answers with a status
// map instead of a Go error.
func engineCall(kind string) map[string]any {
	return map[string]any{"success": kind != "", "error": "socket closed"}
}

// words8Spawn answers the backend's failure with "Failed: <reason>",
// the words up to the value alone.
func words8Spawn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := engineCall(req.GetString("kind", ""))
	if ok, _ := resp["success"].(bool); ok {
		return mcp.NewToolResultText("spawned"), nil
	}
	reason, _ := resp["error"].(string)
	if reason == "" {
		reason = "unknown error"
	}
	return mcp.NewToolResultText(fmt.Sprintf("Failed: %s", reason)), nil // want `text "Failed: …" reads as a failure`
}

// words8Tally reports how many runs failed: a count is data.
func words8Tally(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	failed := len(req.GetString("runs", ""))
	return mcp.NewToolResultText(fmt.Sprintf("Failed: %d", failed)), nil
}
