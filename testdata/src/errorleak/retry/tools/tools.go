// Package tools runs its database writes through the retry helpers of
// another package: what the function given to retry.Do returns is what
// retry.Do returns.
package tools

import (
	"context"
	"database/sql"
	"fmt"

	"errorleak/retry/retry"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tools.
func Register(s *server.MCPServer, db *sql.DB) {
	s.AddTool(mcp.NewTool("archive"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		err := retry.Do(3, func() error {
			_, err := db.ExecContext(ctx, "UPDATE notes SET archived = true WHERE id = $1", id)
			return err
		})
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to archive: %v", err)), nil // want `mcp.NewToolResultError puts raw database/sql error text from \(\*sql.DB\).ExecContext at tools.go:\d+`
		}
		return mcp.NewToolResultText("archived " + id), nil
	})
	s.AddTool(mcp.NewTool("touch"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		err := retry.Quiet(func() error {
			_, err := db.ExecContext(ctx, "UPDATE notes SET touched = now()")
			return err
		})
		if err != nil {
			return mcp.NewToolResultError("touch: " + err.Error()), nil // Quiet's own message
		}
		return mcp.NewToolResultText("touched"), nil
	})
	s.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n, err := retry.Locked(func() (int, error) {
			var n int
			err := db.QueryRowContext(ctx, "SELECT count(*) FROM notes").Scan(&n)
			return n, err
		})
		if err != nil {
			return mcp.NewToolResultError("count: " + err.Error()), nil // want `mcp.NewToolResultError puts raw database/sql error text from \(\*sql.Row\).Scan at tools.go:\d+`
		}
		return mcp.NewToolResultText(fmt.Sprint(n)), nil
	})
}
