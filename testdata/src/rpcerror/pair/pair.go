// Package pair holds handlers that return a helper's (result, error) pair.
package pair

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"rpcerror/soft"
)

func fetch(ctx context.Context) (string, error) { return "", errors.New("upstream down") }

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("softened"), softened)
	s.AddTool(mcp.NewTool("formatted"), formatted)
	s.AddTool(mcp.NewTool("hardened"), hardened)
	s.AddTool(mcp.NewTool("local"), local)
}

// softened returns soft.Soft's pair: an isError result, no JSON-RPC error.
func softened(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := fetch(ctx)
	if err != nil {
		return soft.Soft(err)
	}
	return mcp.NewToolResultText(text), nil
}

// formatted goes through two helpers of another package.
func formatted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := fetch(ctx)
	if err != nil {
		return soft.Softf("fetch: %v", err)
	}
	return mcp.NewToolResultText(text), nil
}

// hardened returns soft.Hard's pair: the error goes out as JSON-RPC.
func hardened(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := fetch(ctx)
	if err != nil {
		return soft.Hard(err) // want `tool "hardened" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(text), nil
}

// toolError is a same-package helper returning an isError result.
func toolError(msg string) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError(msg), nil
}

// local returns a same-package helper's pair.
func local(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := fetch(ctx)
	if err != nil {
		return toolError("fetch failed")
	}
	return mcp.NewToolResultText(text), nil
}
