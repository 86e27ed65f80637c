// Package embeddedmixed opens a SQLite cache and a Postgres database: a
// database/sql error may come from either, so it is reported.
package embeddedmixed

import (
	"context"
	"database/sql"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type srv struct{ cache, db *sql.DB }

func open() (*srv, error) {
	cache, err := sql.Open("sqlite", "cache.db")
	if err != nil {
		return nil, err
	}
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		return nil, err
	}
	return &srv{cache: cache, db: db}, nil
}

func (s *srv) register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("orders"), s.orders)
}

func (s *srv) orders(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.db.ExecContext(ctx, "DELETE FROM orders"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw database/sql error text from \(\*sql.DB\).ExecContext`
	}
	return mcp.NewToolResultText("ok"), nil
}
