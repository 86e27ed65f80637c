// Package embeddedvar opens its database with a configured driver: it may
// be a server, so its errors are reported.
package embeddedvar

import (
	"context"
	"database/sql"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type srv struct{ db *sql.DB }

func open() (*srv, error) {
	db, err := sql.Open(os.Getenv("DB_DRIVER"), os.Getenv("DB_DSN"))
	if err != nil {
		return nil, err
	}
	return &srv{db: db}, nil
}

func (s *srv) register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("orders"), s.orders)
}

func (s *srv) orders(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.db.PingContext(ctx); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw database/sql error text from \(\*sql.DB\).PingContext`
	}
	return mcp.NewToolResultText("ok"), nil
}
