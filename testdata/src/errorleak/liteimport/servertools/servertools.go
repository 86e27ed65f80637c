// Package servertools is handed the handle package pg opens: a database
// server's errors, although it also imports package lite, which opens
// only SQLite.
package servertools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/liteimport/lite"
	"errorleak/liteimport/pg"
)

// Register adds the tool.
func Register(s *server.MCPServer) error {
	db, err := pg.Open()
	if err != nil {
		return err
	}
	if err := lite.Open("settings.db"); err != nil {
		return err
	}
	s.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var n int
		if err := db.QueryRowContext(ctx, "SELECT count(*) FROM t").Scan(&n); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `raw database/sql error text`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	return nil
}
