// Package tools answers with the report Build returns: its Error field
// holds the database's error text; its Title is the model's own.
package tools

import (
	"context"
	"database/sql"
	"fmt"
	"os"

	"errorleak/ptrresult/report"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tools, on the configured database.
func Register(s *server.MCPServer) error {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		return err
	}
	s.AddTool(mcp.NewTool("report"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r := report.Build(ctx, db, req.GetString("title", ""))
		if r.Error != "" {
			return mcp.NewToolResultError(r.Error), nil // want `raw database/sql error text from \(\*sql.DB\).QueryContext`
		}
		return mcp.NewToolResultText(fmt.Sprintf("%s: %d rows", r.Title, r.Rows)), nil
	})
	return nil
}
