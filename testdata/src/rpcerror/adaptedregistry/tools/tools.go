// Package tools registers its tools through reg.Add: their errors are
// JSON-RPC errors, as reg.Registry.Install returns them.
package tools

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"

	"rpcerror/adaptedregistry/reg"
)

type readParams struct {
	Path string `json:"path"`
}

func read(ctx context.Context, p readParams) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(p.Path)
	if err != nil {
		return nil, err // want `tool handler read returns an error that wrapper Registry.Install forwards as JSON-RPC error -32603; the model never sees it`
	}
	return mcp.NewToolResultText(string(data)), nil
}

func remove(ctx context.Context, p readParams) (*mcp.CallToolResult, error) {
	if p.Path == "/" {
		return mcp.NewToolResultError("refusing to remove /"), nil
	}
	if err := os.Remove(p.Path); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("removed"), nil
}

// Register adds the tools to r.
func Register(r *reg.Registry) {
	reg.Add(r, "read", read)
	reg.Add(r, "remove", remove)
	reg.Add(r, "fail", func(ctx context.Context, p readParams) (*mcp.CallToolResult, error) {
		return nil, errors.New("not implemented") // want `tool handler func literal in Register returns an error that wrapper Registry.Install forwards as JSON-RPC error -32603; the model never sees it`
	})
}
