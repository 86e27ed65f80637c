// Package alias imports the SDK under other names: fixes use them.
package alias

import (
	"context"
	"errors"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type client struct{}

// errDown stands for a failure of the service behind the client.
var errDown = errors.New("service unavailable")

func (client) GetUser(ctx context.Context, id string) (string, error) { return "", errDown }

var c client

func register(s *server.MCPServer, g *gomcp.Server) {
	s.AddTool(mcpgo.NewTool("user"), user)
	g.AddTool(&gomcp.Tool{Name: "lowuser"}, lowUser)
	s.AddTool(mcpgo.NewTool("shadow"), shadow)
}

func user(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	name, err := c.GetUser(ctx, req.GetString("id", ""))
	if err != nil {
		return nil, err // want `tool "user" handler returns an error`
	}
	return mcpgo.NewToolResultText(name), nil
}

func lowUser(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	name, err := c.GetUser(ctx, "me")
	if err != nil {
		return nil, err // want `tool "lowuser" handler returns an error`
	}
	if name == "" {
		return nil, errors.New("no such user") // want `tool "lowuser" handler returns an error`
	}
	return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: name}}}, nil
}

// shadow: the import name is shadowed at the return, so no fix.
func shadow(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	mcpgo := "local"
	if mcpgo != "" {
		return nil, errors.New("shadowed") // want `tool "shadow" handler returns an error`
	}
	return nil, nil
}
