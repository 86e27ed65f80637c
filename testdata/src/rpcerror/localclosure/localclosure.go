// Package localclosure shares local function values among its handlers:
// a handler returning such a function's pair fails as that function does,
// and its failures are reported in the function.
package localclosure

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func find(name string) (string, error) {
	if name == "" {
		return "", errors.New("name is required")
	}
	return "found " + name, nil
}

// Register registers the tools.
func Register(s *server.MCPServer, prefix string) {
	// answer turns every failure into an isError result: its error is
	// always nil.
	answer := func(ctx context.Context, name string) (*mcp.CallToolResult, error) {
		text, err := find(prefix + name)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil
	}
	// raw hands the failure on as its error.
	raw := func(ctx context.Context, name string) (*mcp.CallToolResult, error) {
		text, err := find(name)
		if err != nil {
			return nil, err // want `tool "find_raw" handler returns an error that mcp-go sends as JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(text), nil
	}
	s.AddTool(mcp.NewTool("find"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return answer(ctx, req.GetString("name", ""))
	})
	s.AddTool(mcp.NewTool("find_other"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return answer(ctx, req.GetString("other", ""))
	})
	s.AddTool(mcp.NewTool("find_raw"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return raw(ctx, req.GetString("name", "")) // reported in raw, where it fails
	})
}
