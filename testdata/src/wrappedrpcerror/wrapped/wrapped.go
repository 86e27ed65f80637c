// Package wrapped forwards a typed-looking function through a project
// wrapper to a low-level handler: wrapping drops the data there too.
package wrapped

import (
	"context"
	"fmt"

	"rpcerror/lib"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ URI string }

func register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "fwd"}, lib.Forward(get))
}

func get(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, error) {
	if a.URI != "" {
		return nil, fmt.Errorf("get %s: %w", a.URI, mcp.ResourceNotFoundError(a.URI)) // want `tool "fwd" handler returns mcp.ResourceNotFoundError \(-32602\) wrapped in another error: wrapper Forward and go-sdk keep its code but drop the data`
	}
	return &mcp.CallToolResult{}, nil
}
