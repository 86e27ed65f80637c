// Package wrapped registers tools through the adapters of package lib.
package wrapped

import (
	"context"
	"errors"

	"rpcerror/lib"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }

func register(s *gomcp.Server, m *server.MCPServer) {
	s.AddTool(&gomcp.Tool{Name: "fwd"}, lib.Forward(search))
	m.AddTool(mcp.NewTool("conv"), lib.Convert(func(ctx context.Context, args map[string]any) (string, error) {
		return "", errors.New("x")
	}))
}

func search(ctx context.Context, req *gomcp.CallToolRequest, q in) (*gomcp.CallToolResult, error) {
	if q.Q == "" {
		return nil, errors.New("q is required") // want `tool "fwd" handler returns an error that wrapper Forward forwards as a JSON-RPC error with code 0`
	}
	return &gomcp.CallToolResult{}, nil
}
