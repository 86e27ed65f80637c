// Package authzuse uses authorization helpers of another package.
package authzuse

import (
	"context"

	"autherror/authzlib"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Key string }

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "put"}, put)
	mcp.AddTool(s, &mcp.Tool{Name: "get"}, get)
}

func put(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := authzlib.Require(ctx, "kv:write"); err != nil {
		return nil, nil, err // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	return nil, nil, nil
}

func get(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	v, err := authzlib.Load(ctx, a.Key)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: v}}}, nil, nil
}
