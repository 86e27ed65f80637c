// Package decohandler holds a handler that package main registers through
// package deco's decorator.
package decohandler

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// ReadFile reads a file.
func ReadFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return nil, err // want rpcerror:`-32603`
	}
	return mcp.NewToolResultText(string(b)), nil
}
