package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type toolFunc = func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)

// traced passes the handler's result and error on.
func (s *srv) traced(name string, h toolFunc) toolFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		return res, err
	}
}

// registerLocal registers through local helpers: one that decorates the
// handler through a variable, one that registers it as it is.
func registerLocal(m *server.MCPServer, s *srv) {
	add := func(t mcp.Tool, h toolFunc) {
		w := s.traced(t.Name, h)
		m.AddTool(t, w)
	}
	add(mcp.NewTool("archiveFeed"), s.archiveFeed)
	addPlain := func(t mcp.Tool, h toolFunc) { m.AddTool(t, h) }
	addPlain(mcp.NewTool("pauseFeed"), s.pauseFeed)

	probe := func(t mcp.Tool, h toolFunc) {
		_, _ = h(context.Background(), mcp.CallToolRequest{})
	}
	probe(mcp.NewTool("probe"), s.probeFeed)
}

func (s *srv) archiveFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, "archive"); err != nil {
		return nil, fmt.Errorf("archive: %w", err) // want rpcerror:`-32603`
	}
	return mcp.NewToolResultText("archived"), nil
}

func (s *srv) pauseFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, "pause"); err != nil {
		return nil, err // want rpcerror:`-32603`
	}
	return mcp.NewToolResultText("paused"), nil
}

// probeFeed is only called by a local helper, never registered: no tool.
func (s *srv) probeFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, "probe"); err != nil {
		return nil, err // ok rpcerror
	}
	return mcp.NewToolResultText("ok"), nil
}
