// Package remotelibsql keeps its notes in a remote libSQL server: its
// errors name the server.
package remotelibsql

import (
	"context"
	"database/sql"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type store struct{ db *sql.DB }

func open() (*store, error) {
	db, err := sql.Open("libsql", "libsql://"+os.Getenv("TURSO_HOST")+"?authToken="+os.Getenv("TURSO_TOKEN"))
	if err != nil {
		return nil, err
	}
	return &store{db: db}, nil
}

func (s *store) register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("notes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		rows, err := s.db.QueryContext(ctx, "SELECT body FROM notes WHERE tag = ?", req.GetString("tag", ""))
		if err != nil {
			return mcp.NewToolResultError("query failed: " + err.Error()), nil // want `raw database/sql error text from \(\*sql.DB\).QueryContext`
		}
		defer rows.Close()
		return mcp.NewToolResultText("ok"), nil
	})
}
