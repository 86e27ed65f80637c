package logcause

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// count's file logs with log/slog.
func count(db *sql.DB) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var n int
		if err := db.QueryRowContext(ctx, "SELECT count(*) FROM repos").Scan(&n); err != nil {
			return nil, fmt.Errorf("failed to count repos: %w", err) // want `tool "count" handler returns an error`
		}
		slog.Info("counted", "n", n)
		return mcp.NewToolResultText(fmt.Sprint(n)), nil
	}
}
