// Package sanitizedeco registers go-sdk typed tools through a generic
// adder that decorates each with a layer that sanitizes the errors they
// return (known sentinels pass, everything else becomes a constant).
package sanitizedeco

import (
	"context"
	"database/sql"
	"fmt"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"errorleak/sanitizedeco/apperr"
)

func sanitizeToolErr[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		res, out, err := h(ctx, req, in)
		if err != nil {
			return res, out, apperr.SafeForClient(err)
		}
		return res, out, nil
	}
}

func logged[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		res, out, err := h(ctx, req, in)
		if err != nil {
			log.Printf("tool failed: %v", err)
		}
		return res, out, err
	}
}

type in struct{ ID string }
type out struct{ Name string }

type tools struct{ db *sql.DB }

func (t *tools) name(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	var n string
	if err := t.db.QueryRowContext(ctx, "SELECT name FROM items WHERE id = $1", a.ID).Scan(&n); err != nil {
		return nil, out{}, fmt.Errorf("lookup: %w", err)
	}
	return nil, out{Name: n}, nil
}

func (t *tools) owner(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	var n string
	if err := t.db.QueryRowContext(ctx, "SELECT owner FROM items WHERE id = $1", a.ID).Scan(&n); err != nil {
		return nil, out{}, fmt.Errorf("owner: %w", err) // want `raw database/sql error text`
	}
	return nil, out{Name: n}, nil
}

// addTool registers every tool behind the sanitizing layer.
func addTool[In, Out any](s *mcp.Server, tool *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, tool, sanitizeToolErr(h))
}

func register(s *mcp.Server, t *tools) {
	addTool(s, &mcp.Tool{Name: "item_name"}, t.name)
	mcp.AddTool(s, &mcp.Tool{Name: "item_owner"}, logged(t.owner))
}
