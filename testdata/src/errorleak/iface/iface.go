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
	tx     repo.Tx
}

func register(s *server.MCPServer, h *handler) {
	s.AddTool(mcp.NewTool("query"), mcp.NewStructuredToolHandler(h.query))
	s.AddTool(mcp.NewTool("cached"), h.cached)
	s.AddTool(mcp.NewTool("quiet"), h.quiet)
	s.AddTool(mcp.NewTool("exec"), h.exec)
}

// exec calls an interface whose one implementation is unexported in
// another package: go vet cannot see that type here, but the package that
// declares the interface records its implementation's summary on the
// interface method (a fact every driver reads), so it is reported.
func (h *handler) exec(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := h.tx.Exec(ctx, "VACUUM"); err != nil {
		return mcp.NewToolResultError("exec failed: " + err.Error()), nil // want `raw database/sql error text from \(\*sql.DB\).ExecContext`
	}
	return mcp.NewToolResultText("done"), nil
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
