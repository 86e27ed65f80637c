// Package statusmap calls a backend over TCP through a helper that
// answers every failure with a status map: the connection's error is
// under "error" only, so the other keys a handler reads do not hold it.
package statusmap

import (
	"context"
	"encoding/json"
	"fmt"
	"net"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const backendPort = 9877

func call(cmd map[string]any) map[string]any {
	conn, err := net.Dial("tcp", fmt.Sprintf("localhost:%d", backendPort))
	if err != nil {
		return map[string]any{"success": false, "error": fmt.Sprintf("Connection error: %v", err)}
	}
	defer conn.Close()
	if err := json.NewEncoder(conn).Encode(cmd); err != nil {
		return map[string]any{"success": false, "error": "send failed"}
	}
	var out map[string]any
	if err := json.NewDecoder(conn).Decode(&out); err != nil {
		return map[string]any{"success": false, "error": "no response"}
	}
	return out
}

// withNote returns the map its caller gets, with a key it sets itself.
func withNote(cmd map[string]any) map[string]any {
	resp := call(cmd)
	resp["note"] = "relayed"
	return resp
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_item"), createItem)
	s.AddTool(mcp.NewTool("rename_item"), renameItem)
	s.AddTool(mcp.NewTool("dump_state"), dumpState)
}

func createItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := call(map[string]any{"type": "create"})
	if ok, _ := resp["success"].(bool); ok {
		path, _ := resp["path"].(string)
		return mcp.NewToolResultText("created at " + path), nil
	}
	msg, _ := resp["error"].(string)
	return mcp.NewToolResultError("create failed: " + msg), nil // want `raw net error text`
}

func renameItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := call(map[string]any{"type": "rename"})
	if msg, _ := resp["message"].(string); msg != "" {
		return mcp.NewToolResultText(msg), nil
	}
	return mcp.NewToolResultError("rename failed"), nil
}

// dumpState prints the whole map: the error is in it.
func dumpState(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := withNote(map[string]any{"type": "dump"})
	b, _ := json.Marshal(resp)
	return mcp.NewToolResultText(string(b)), nil // want `raw net error text`
}
