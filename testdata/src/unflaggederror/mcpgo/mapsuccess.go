package mcpgo

import (
	"context"
	"encoding/json"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// JSON text of a map that says "success": false where a call failed,
// with the error's text under "message" (reported as text built from the
// error, with a fix).

func registerMapSuccess(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("ms_save"), mapSaveNote)
	s.AddTool(mcp.NewTool("ms_probe"), mapVerifyNote)
	s.AddTool(mcp.NewTool("ms_flag"), mapSaveFlag)
}

// mapSaveNote sends a failed write as a success.
func mapSaveNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.WriteFile(req.GetString("path", ""), []byte("note"), 0o600); err != nil {
		b, _ := json.Marshal(map[string]any{"success": false, "message": err.Error()})
		return mcp.NewToolResultText(string(b)), nil // want `result text is built from an error value but does not set isError`
	}
	return mcp.NewToolResultText(`{"success": true}`), nil
}

// mapVerifyNote is a probe: the file's state is its answer.
func mapVerifyNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.ReadFile(req.GetString("path", "")); err != nil {
		b, _ := json.Marshal(map[string]any{"ok": false, "message": err.Error()})
		return mcp.NewToolResultText(string(b)), nil
	}
	return mcp.NewToolResultText(`{"ok": true}`), nil
}

// mapSaveFlag reports the outcome by a variable.
func mapSaveFlag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := os.WriteFile(req.GetString("path", ""), []byte("note"), 0o600)
	msg := "saved"
	if os.IsExist(err) {
		msg = "already saved"
	}
	b, _ := json.Marshal(map[string]any{"success": err == nil, "message": msg})
	return mcp.NewToolResultText(string(b)), nil
}
