// Package notekit hands out each note tool as a definition and a handler
// from a method of an exported interface that an unexported type
// implements (issue 22, eval35): package main registers them through the
// interface, where go vet sees no implementation.
package notekit

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Notes provides the note tools.
type Notes interface {
	Read() (mcp.Tool, server.ToolHandlerFunc)
	Remove() (mcp.Tool, server.ToolHandlerFunc)
}

type notes struct{ dir string }

// New returns the note tools over the notes in dir.
func New(dir string) Notes { return notes{dir: dir} }

func (n notes) Read() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("read_note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name, err := req.RequireString("name")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // ok rpcerror
		}
		b, err := os.ReadFile(n.dir + "/" + name)
		if err != nil {
			return nil, fmt.Errorf("read note %s: %w", name, err) // want rpcerror:`registered by package main`
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

func (n notes) Remove() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("remove_note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := req.GetString("name", "")
		if err := os.Remove(n.dir + "/" + name); err != nil {
			return mcp.NewToolResultError("no note " + name), nil // ok rpcerror
		}
		return mcp.NewToolResultText("removed"), nil
	}
}
