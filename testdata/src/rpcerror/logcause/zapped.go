package logcause

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"go.uber.org/zap"
)

// topic logs with the *zap.Logger its factory was given.
func topic(db *sql.DB, logger *zap.Logger) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var t string
		if err := db.QueryRowContext(ctx, "SELECT topic FROM repos").Scan(&t); err != nil {
			return nil, fmt.Errorf("failed to read topic: %w", err) // want `tool "topic" handler returns an error`
		}
		logger.Info("topic read")
		return mcp.NewToolResultText(fmt.Sprint(t)), nil
	}
}
