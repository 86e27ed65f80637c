package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerCoded(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("coded"), coded)
	s.AddTool(mcp.NewTool("codedtext"), codedText)
}

// codedError builds every coded failure as an isError result with the code
// in structured content.
func codedError(code, msg string) *mcp.CallToolResult {
	res := mcp.NewToolResultError(msg)
	res.StructuredContent = map[string]any{"code": code, "message": msg}
	return res
}

// wrapCoded hands codedError's result on.
func wrapCoded(err error) *mcp.CallToolResult {
	return codedError("E_INTERNAL", err.Error())
}

// codedText puts the code into the text only.
func codedTextError(code, msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(code + ": " + msg)
}

func coded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "" {
		return codedError("E_ARG", "name is required"), nil // want `isError result carries structured content`
	}
	if err := check(); err != nil {
		return wrapCoded(err), nil // want `isError result carries structured content`
	}
	res := codedError("E_STATE", "not ready") // want `isError result carries structured content`
	return res, nil
}

func codedText(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := check(); err != nil {
		return codedTextError("E_INTERNAL", err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
