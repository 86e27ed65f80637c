package mcpgo

import (
	"context"
	"fmt"

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

func registerRecover(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("recovers"), recovers)
	s.AddTool(mcp.NewTool("recoversKeep"), recoversKeep)
}

// recovers turns a panic into an empty isError result and clears the
// error.
func recovers(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if recover() != nil {
			res, err = mcp.NewToolResultError(""), nil // want `isError result has only empty text`
		}
	}()
	return mcp.NewToolResultText("ok"), nil
}

// recoversKeep explains the panic.
func recoversKeep(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = mcp.NewToolResultError(fmt.Sprintf("the tool crashed: %v", r)), nil
		}
	}()
	return mcp.NewToolResultText("ok"), nil
}
