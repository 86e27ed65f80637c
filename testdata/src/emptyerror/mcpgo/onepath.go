package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerOnePath(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("p1"), onePath)
	s.AddTool(mcp.NewTool("p2"), metaOnly)
}

var errGone = errors.New("gone")

func lookup(string) error { return nil }

// onePath leaves its message empty when neither condition holds.
func onePath(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := lookup(req.GetString("id", ""))
	if err == nil {
		return mcp.NewToolResultText("ok"), nil
	}
	var msg string
	if errors.Is(err, errGone) {
		msg = "the item was deleted"
	} else if req.GetString("mode", "") == "strict" {
		msg = err.Error()
	}
	if req.GetBool("guarded", false) {
		var note string
		if errors.Is(err, errGone) {
			note = "deleted"
		}
		if note != "" {
			return mcp.NewToolResultError(note), nil // guarded: never empty
		}
	}
	return mcp.NewToolResultError(msg), nil // want `isError result has only empty text on one path`
}

// metaOnly puts its message into _meta and leaves the content empty.
func metaOnly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := lookup(req.GetString("id", "")); err != nil {
		return &mcp.CallToolResult{ // want `isError result has an empty content array`
			IsError: true,
			Content: []mcp.Content{},
			Result:  mcp.Result{Meta: &mcp.Meta{AdditionalFields: map[string]any{"error": err.Error()}}},
		}, nil
	}
	return mcp.NewToolResultText("ok"), nil
}
