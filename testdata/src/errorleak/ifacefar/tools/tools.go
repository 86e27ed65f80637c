// Package tools reaches the database through package repo only: it does
// not import package db, which records the one implementation of its
// interface.
package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/ifacefar/repo"
)

type handler struct{ r *repo.Repository }

func register(s *server.MCPServer, h *handler) {
	s.AddTool(mcp.NewTool("query"), h.query)
	s.AddTool(mcp.NewTool("count"), h.count)
	s.AddTool(mcp.NewTool("get"), h.get)
}

func (h *handler) query(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := h.r.Client.Query(ctx, "SELECT name FROM items")
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("query failed: %v", err)), nil // want `raw database/sql error text from \(\*sql.DB\).QueryContext`
	}
	return mcp.NewToolResultText(fmt.Sprint(len(rows))), nil
}

// count's implementation fails with no database text.
func (h *handler) count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := h.r.Client.Count(ctx)
	if err != nil {
		return mcp.NewToolResultError("count failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

// get calls an interface with two implementations: nothing is known.
func (h *handler) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := h.r.Store.Get(ctx, "k")
	if err != nil {
		return mcp.NewToolResultError("get failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText(v), nil
}
