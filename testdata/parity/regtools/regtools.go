// Package regtools registers its tools on a server it is given; the
// server its caller (cmd/regsrv) builds has a middleware that turns every
// returned error into an isError result.
package regtools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var errOffline = errors.New("the search backend is offline")

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("q", "") == "x" {
		return nil, errOffline // fine: the caller's server converts it
	}
	return mcp.NewToolResultText("found"), nil
}

// Register adds the tools to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search", mcp.WithString("q")), search)
}
