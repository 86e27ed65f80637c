// Package handedtools keeps its settings in package lite's SQLite file
// and is handed the database it queries: that handle's errors are a
// database server's, whatever lite opens.
package handedtools

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/liteimport/lite"
)

// Register adds the tool on db, the database the tools query.
func Register(s *server.MCPServer, db *sql.DB) error {
	if err := lite.Open("settings.db"); err != nil {
		return err
	}
	s.AddTool(mcp.NewTool("rows"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := db.ExecContext(ctx, "DELETE FROM t"); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `raw database/sql error text`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	return nil
}
