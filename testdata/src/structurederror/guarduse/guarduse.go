// Package guarduse instantiates the decorators of package guardlib.
package guarduse

import (
	"context"
	"errors"

	"structurederror/guardlib"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }

type countOut struct{ N int }

func count(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, countOut, error) {
	if a.Q == "" {
		return nil, countOut{}, errors.New("q is required")
	}
	return nil, countOut{N: len(a.Q)}, nil
}

func size(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, countOut, error) {
	return nil, countOut{N: 1}, nil
}

func ping(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// Register registers the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, guardlib.Guard(count)) // want `the handler guardlib.Guard builds returns an isError result with a nil error \(guardlib.go:24\): go-sdk marshals the output \(countOut\) into structuredContent anyway, .*\(also at 1 other call in this package\)`
	mcp.AddTool(s, &mcp.Tool{Name: "size"}, guardlib.Guard(size))
	mcp.AddTool(s, &mcp.Tool{Name: "ping"}, guardlib.Guard(ping))
	mcp.AddTool(s, &mcp.Tool{Name: "count2"}, guardlib.Pass(count))
}
