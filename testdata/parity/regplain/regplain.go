// Package regplain registers its tools on a server it is given, through
// an unexported helper; the server it ends up on (built by cmd/regsrv,
// handed over by package regall) has no converting middleware.
package regplain

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get(req.GetString("url", ""))
	if err != nil {
		return nil, err // want rpcerror:`registered by package main`
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func addFetch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fetch", mcp.WithString("url")), fetch)
}

// Register adds the tools to s.
func Register(s *server.MCPServer) {
	addFetch(s)
}
