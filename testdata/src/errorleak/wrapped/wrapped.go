// Package wrapped exercises errorleak through a project wrapper that turns
// handler errors into isError results.
package wrapped

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"discovery/wrapperlib"
)

type inner func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

// toolErrors converts the inner handler's error into an isError result.
func toolErrors(h inner) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func register(s *server.MCPServer, db *sql.DB) {
	s.AddTool(mcp.NewTool("rows"), toolErrors(func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var n int
		if err := db.QueryRowContext(ctx, "SELECT count(*) FROM t").Scan(&n); err != nil {
			return nil, fmt.Errorf("count: %w", err) // want `returned error carries raw database/sql error text from \(\*sql.Row\).Scan .* and wrapper toolErrors writes its text into the tool result`
		}
		if n > 1000 {
			return nil, errors.New("too many rows; narrow the filter")
		}
		return mcp.NewToolResultText(fmt.Sprint(n)), nil
	}))
}

// convertedElsewhere is adapted by a wrapper of another package that turns
// its error into an isError result (a wrapper fact).
func convertedElsewhere(s *server.MCPServer, db *sql.DB) {
	s.AddTool(mcp.NewTool("ping"), wrapperlib.Convert(func(ctx context.Context, req mcp.CallToolRequest) (string, error) {
		if err := db.PingContext(ctx); err != nil {
			return "", err // want `returned error carries raw database/sql error text from \(\*sql.DB\).PingContext`
		}
		return "pong", nil
	}))
}
