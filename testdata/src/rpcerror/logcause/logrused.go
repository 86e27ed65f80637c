package logcause

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/sirupsen/logrus"
)

// size's file logs with logrus's standard logger.
func size(db *sql.DB) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var n int
		if err := db.QueryRowContext(ctx, "SELECT size FROM repos").Scan(&n); err != nil {
			return nil, fmt.Errorf("failed to read size: %w", err) // want `tool "size" handler returns an error`
		}
		logrus.Info("size read")
		return mcp.NewToolResultText(fmt.Sprint(n)), nil
	}
}
