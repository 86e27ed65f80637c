// Package embeddedlibsql keeps its notes in a local libSQL file (the
// SQLite fork): its errors name tables and columns, no host, so they are
// not reported.
package embeddedlibsql

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type store struct{ db *sql.DB }

func open(path string) (*store, error) {
	db, err := sql.Open("libsql", fmt.Sprintf("file:%s?_pragma=busy_timeout(5000)", path))
	if err != nil {
		return nil, err
	}
	return &store{db: db}, nil
}

func (s *store) register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("notes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		rows, err := s.db.QueryContext(ctx, "SELECT body FROM notes WHERE tag = ?", req.GetString("tag", ""))
		if err != nil {
			return mcp.NewToolResultError("query failed: " + err.Error()), nil // a local file's error
		}
		defer rows.Close()
		return mcp.NewToolResultText("ok"), nil
	})
}
