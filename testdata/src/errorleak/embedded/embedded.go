// Package embedded keeps its notes in SQLite, an embedded database: its
// errors ("no such table", "database is locked") name no host, user or
// connection string, so they are not reported; other sources still are.
package embedded

import (
	"context"
	"database/sql"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type store struct{ db *sql.DB }

func open(path string) (*store, error) {
	db, err := sql.Open("sqlite3", path+"?_busy_timeout=5000")
	if err != nil {
		return nil, err
	}
	return &store{db: db}, nil
}

func (s *store) register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("notes"), s.notes)
}

func (s *store) notes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT body FROM notes WHERE tag = ?", req.GetString("tag", ""))
	if err != nil {
		return mcp.NewToolResultError("query: " + err.Error()), nil // SQLite's message: nothing to leak
	}
	defer rows.Close()
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM notes").Scan(&n); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := http.Get("http://localhost:8080/sync"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `with the internal host localhost`
	}
	return mcp.NewToolResultText("ok"), nil
}
