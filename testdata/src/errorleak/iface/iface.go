// Package iface serves tools on a repository interface whose one
// implementation queries the server's database.
package iface

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/iface/repo"
)

type handler struct {
	client repo.Client
	cache  repo.Cache
}

func register(s *server.MCPServer, h *handler) {
	s.AddTool(mcp.NewTool("query"), mcp.NewStructuredToolHandler(h.query))
	s.AddTool(mcp.NewTool("cached"), h.cached)
	s.AddTool(mcp.NewTool("quiet"), h.quiet)
}

type args struct{ Q string }

type rows struct{ Rows []string }

func (h *handler) query(ctx context.Context, req mcp.CallToolRequest, a args) (rows, error) {
	r, err := h.client.Query(ctx, a.Q)
	if err != nil {
		return rows{}, fmt.Errorf("query %s failed: %v", a.Q, err) // want `raw database/sql error text from \(\*sql.DB\).QueryContext`
	}
	return rows{Rows: r}, nil
}

// cached calls an interface with two implementations: which one runs is
// not known, nothing is reported.
func (h *handler) cached(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := h.cache.Get(req.GetString("key", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(v), nil
}

func (h *handler) quiet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := h.client.Query(ctx, req.GetString("q", ""))
	if err != nil {
		return mcp.NewToolResultError("the query failed; check its syntax"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(r)), nil
}
