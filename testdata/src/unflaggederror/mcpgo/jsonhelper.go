package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerJSONHelper(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("jh_write"), jhWrite)
	s.AddTool(mcp.NewTool("jh_lookup"), jhLookup)
	s.AddTool(mcp.NewTool("jh_status"), jhStatus)
}

// jsonError answers a failure as JSON text, quoting the message: a
// success result to the client.
func jsonError(msg, hint string) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(fmt.Sprintf(`{"error": %q, "hint": %q}`, msg, hint)), nil
}

// jsonStatus answers a status as JSON text.
func jsonStatus(status string) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(fmt.Sprintf(`{"status": %q}`, status)), nil
}

func store(string) error { return nil }

// jhWrite hands an error's text to the JSON helper where the store failed.
func jhWrite(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := store(req.GetString("path", "")); err != nil {
		return jsonError("saving: "+err.Error(), "check the path") // want `result text is built from an error value but does not set isError`
	}
	return jsonStatus("saved")
}

// jhLookup hands a failure sentence to the JSON helper.
func jhLookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return jsonError("missing required field: id", "give an id") // want `result text "\{\\"error\\": missing required field: id,…" reads as a failure`
	}
	if id == "?" {
		return jsonError(fmt.Sprintf("target not found: %s", id), "list the targets first") // want `reads as a failure`
	}
	return jsonStatus("found " + id)
}

// jhStatus answers states that are data, in the same helpers' words.
func jhStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("verbose", "") == "" {
		return jsonStatus("failed jobs: 0")
	}
	return jsonError("", "no error")
}
