// Package tools answers through the generic helpers of package render.
package tools

import (
	"context"

	"rpcerror/genericenc/render"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type pod struct {
	Name  string `json:"name"`
	Ready bool   `json:"ready"`
}

func listPods(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return render.Text([]pod{{Name: "web-1", Ready: true}})
}

func names(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return render.Text([]string{"web-1", "web-2"})
}

func scale(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := render.Parse[pod](req.GetString("spec", ""))
	if err != nil {
		return nil, err // want `tool "scale" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	return render.Text(p)
}

// Register registers the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_pods"), listPods)
	s.AddTool(mcp.NewTool("names"), names)
	s.AddTool(mcp.NewTool("scale"), scale)
}
