// Package siblingcall registers its handlers through a helper that also
// keeps each in a map, where one tool looks a sibling up by name and runs
// it, answering the sibling's error with its own isError result. That
// reader is no route of the sibling's errors: the registration is, and
// mcp-go sends the sibling's returned error as JSON-RPC -32603.
package siblingcall

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type handler func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

type app struct {
	srv   *server.MCPServer
	tools map[string]handler
}

func (a *app) add(t mcp.Tool, h handler) {
	a.srv.AddTool(t, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(ctx, req)
	})
	a.tools[t.Name] = h
}

func (a *app) lint(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	src, err := req.RequireString("source")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if src == "" {
		return nil, errors.New("nothing to lint") // want `tool "lint" handler returns an error that wrapper add forwards as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("clean"), nil
}

func (a *app) check(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lint := a.tools["lint"]
	if lint == nil {
		return mcp.NewToolResultError("lint is not available"), nil
	}
	res, err := lint(ctx, req)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("lint failed: %v", err)), nil
	}
	return res, nil
}

func newApp() *app {
	a := &app{srv: server.NewMCPServer("s", "1"), tools: map[string]handler{}}
	a.add(mcp.NewTool("lint"), a.lint)
	a.add(mcp.NewTool("check"), a.check)
	return a
}
