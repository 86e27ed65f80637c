package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerPair(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("pair"), pair)
	s.AddTool(mcp.NewTool("pairFails"), pairFails)
}

// pair returns the pair of a local closure whose error is always nil: the
// isError result reaches the model.
func pair(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fail := func() (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{IsError: true}, nil // want `isError result has no content`
	}
	if req.Params.Name == "" {
		return fail()
	}
	return mcp.NewToolResultText("ok"), nil
}

// pairFails returns the pair of a helper that may fail: the result may be
// dropped, so nothing is reported.
func pairFails(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mayFail(req.Params.Name)
}

func mayFail(name string) (*mcp.CallToolResult, error) {
	if name == "" {
		return &mcp.CallToolResult{IsError: true}, check()
	}
	return mcp.NewToolResultText(name), nil
}
