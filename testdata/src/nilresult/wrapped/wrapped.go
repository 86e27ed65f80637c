// Package wrapped registers a function through a project wrapper, which
// may handle a nil result: not checked.
package wrapped

import (
	"context"

	"rpcerror/lib"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }

func register(s *gomcp.Server) {
	s.AddTool(&gomcp.Tool{Name: "fwd"}, lib.Forward(search))
}

func search(ctx context.Context, req *gomcp.CallToolRequest, q in) (*gomcp.CallToolResult, error) {
	return nil, nil
}
