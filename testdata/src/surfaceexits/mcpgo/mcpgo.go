// Package surfaceexits/mcpgo is an mcp-go server whose handlers fail in every
// way the surface lists.
package mcpgo

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type store interface {
	Get(ctx context.Context, id string) (string, error)
}

var db store

func get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `exit model by isError result: \{err of \(mcp.CallToolRequest\).RequireString\}`
	}
	v, err := db.Get(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("get %s: %w", id, err) // want `exit client -32603 by error as JSON-RPC: get \{result of \(mcp.CallToolRequest\).RequireString\}: \{err of \(store\).Get\}`
	}
	if v == "" {
		return nil, nil // want `exit nil by nil result: $`
	}
	if v == "boom" {
		panic("corrupt value") // want `exit crash by panic: corrupt value`
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err // want `exit client -32603 by error as JSON-RPC: \{err of json.Marshal\}`
	}
	return mcp.NewToolResultText(string(b)), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get"), get)
}
