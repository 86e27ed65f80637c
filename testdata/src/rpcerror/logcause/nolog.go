package logcause

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// label's file has no logger: the cause is only left out.
func label(db *sql.DB) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var l string
		if err := db.QueryRowContext(ctx, "SELECT label FROM repos").Scan(&l); err != nil {
			return nil, fmt.Errorf("failed to read label: %w", err) // want `tool "label" handler returns an error`
		}
		return mcp.NewToolResultText(fmt.Sprint(l)), nil
	}
}
