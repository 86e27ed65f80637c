// Package factorylib makes a tool and its handler for another package to
// register.
package factorylib

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Make returns the echo tool and its handler.
func Make() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("echo"), echo
}

func echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}
