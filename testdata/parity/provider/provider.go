// Package provider hands out its tool's handler from a method that the
// server calls through an interface of its own (cmd/providersrv): the
// handler leaves this package as what the method returns.
package provider

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Files provides the read_file tool.
type Files struct{ Root string }

// Tool returns the tool's definition.
func (f Files) Tool() mcp.Tool { return mcp.NewTool("read_file") }

// Handler returns the tool's handler.
func (f Files) Handler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := os.ReadFile(f.Root + "/" + req.GetString("name", ""))
		if err != nil {
			return nil, err // want rpcerror:`-32603`
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}
