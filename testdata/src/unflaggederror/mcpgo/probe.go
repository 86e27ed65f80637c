package mcpgo

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerProbe(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("test_connection"), testConnection)
	s.AddTool(mcp.NewTool("sync_data"), syncData)
	s.AddTool(mcp.NewTool("disconnect"), disconnect)
	s.AddTool(mcp.NewTool("health"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := fetch("db"); err != nil {
			return mcp.NewToolResultText("database: " + err.Error()), nil
		}
		return mcp.NewToolResultText("database: ok"), nil
	})
}

// testConnection answers whether a connection works: the connection's
// error is its answer.
func testConnection(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := fetch(req.GetString("dsn", "")); err != nil {
		b, _ := json.Marshal(map[string]any{"status": "unreachable", "error": err.Error()})
		return mcp.NewToolResultText(string(b)), nil
	}
	return mcp.NewToolResultText(`{"status":"ok"}`), nil
}

// syncData puts its own failure into a JSON answer.
func syncData(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := fetch(req.GetString("source", "")); err != nil {
		b, _ := json.Marshal(map[string]any{"status": "stopped", "error": err.Error()})
		return mcp.NewToolResultText(string(b)), nil // want `text is built from an error value`
	}
	return mcp.NewToolResultText(`{"status":"synced"}`), nil
}

// disconnect reports a close error as a warning: it did disconnect.
func disconnect(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := fetch("conn"); err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("Disconnected with warning: %v", err)), nil
	}
	return mcp.NewToolResultText("Disconnected"), nil
}
