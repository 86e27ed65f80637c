// Package tools holds the store through package api only.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"parity/memstore/api"
)

type handler struct{ mem api.Memory }

// Register adds the memory tools.
func Register(s *server.MCPServer) {
	h := &handler{mem: api.Open(true)}
	s.AddTool(mcp.NewTool("recall"), h.recall)
	s.AddTool(mcp.NewTool("drop"), h.drop)
}

func (h *handler) recall(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := h.mem.Get(ctx, req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError("recall failed: " + err.Error()), nil // want errorleak:`configured endpoint`
	}
	return mcp.NewToolResultText(v), nil
}

// drop: Mirror.Drop's error is a constant, so Memory.Drop carries nothing.
func (h *handler) drop(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := h.mem.Drop(ctx, req.GetString("id", "")); err != nil {
		return mcp.NewToolResultError("drop failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText("dropped"), nil
}
