// Package kittools answers its failures with a result helper of the
// project's toolkit module, which a local replace links in: the helper
// puts its text into the result whichever driver reads its facts.
package kittools

import (
	"context"
	"database/sql"
	"fmt"

	"example.com/toolkit"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tool.
func Register(s *server.MCPServer, db *sql.DB) {
	s.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var n int
		if err := db.QueryRowContext(ctx, "SELECT count(*) FROM notes").Scan(&n); err != nil {
			return toolkit.Fail("count failed: " + err.Error()), nil // want errorleak:`toolkit.Fail puts raw database/sql error text from \(\*sql.Row\).Scan`
		}
		if n == 0 {
			return toolkit.Fail("no notes yet"), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(n)), nil
	})
}
