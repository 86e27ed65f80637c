// Package tools opens no database handle itself: the errors of a handle
// package lite opens are SQLite's, those of one package pg opens a
// database server's.
package tools

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/liteimport/lite"
)

func query(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := lite.Open(req.GetString("db_path", "")); err != nil {
		return mcp.NewToolResultError("cannot open the file"), nil
	}
	res, err := lite.DB().ExecContext(ctx, req.GetString("sql", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("query failed: %v", err)), nil // ok: SQLite's error
	}
	n, err := res.RowsAffected()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // ok: SQLite's error
	}
	rows, err := lite.DB().QueryContext(ctx, "SELECT changes()")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // ok: SQLite's error
	}
	defer rows.Close()
	for rows.Next() {
	}
	if err := rows.Err(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // ok: SQLite's error
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

// Register adds the tool.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("sqlite_query"), query)
}

var _ *sql.DB
