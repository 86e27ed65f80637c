// Package gosdk holds go-sdk tool handlers for the nilresult check.
package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }
type out struct{ N int }

type srv struct{ ready bool }

func register(s *mcp.Server, v *srv) {
	s.AddTool(&mcp.Tool{Name: "low"}, v.low)
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	mcp.AddTool(s, &mcp.Tool{Name: "typedlit"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, *out, error) {
		return nil, nil, nil
	})
}

func (v *srv) low(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !v.ready {
		return nil, nil // want `tool "low" handler returns a nil result with a nil error: go-sdk sends "result": null, and under protocol 2026-07-28 the nil result crashes the server process`
	}
	return &mcp.CallToolResult{}, nil
}

// typed: (nil, out, nil) is a valid success.
func typed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	return nil, out{N: 1}, nil
}

// Exported is found by its exported handler shape.
func Exported(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil // want `tool handler Exported returns a nil result with a nil error`
}
