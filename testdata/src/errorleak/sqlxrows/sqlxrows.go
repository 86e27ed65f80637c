// Package sqlxrows holds errorleak cases for sqlx's scans: those of a
// result set already read name a column and Go types (Columns and Scan of
// the rows they wrap); a row's scan and the iteration's error carry the
// query's and the driver's.
package sqlxrows

import (
	"context"
	"fmt"
	"os"

	"github.com/jmoiron/sqlx"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type tools struct{ db *sqlx.DB }

func register(s *server.MCPServer) error {
	db, err := sqlx.Connect("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		return err
	}
	t := &tools{db: db}
	s.AddTool(mcp.NewTool("rows"), t.rows)
	s.AddTool(mcp.NewTool("row"), t.row)
	return nil
}

func (t *tools) rows(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := t.db.QueryxContext(ctx, "SELECT * FROM items")
	if err != nil {
		return mcp.NewToolResultError("query failed"), nil
	}
	defer rows.Close()
	var out []map[string]any
	for rows.Next() {
		row := map[string]any{}
		if err := rows.MapScan(row); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("scan row: %v", err)), nil // ok: a column and Go types
		}
		out = append(out, row)
	}
	if err := rows.Err(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/jmoiron/sqlx error text`
	}
	return mcp.NewToolResultText(fmt.Sprint(len(out))), nil
}

func (t *tools) row(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	row := map[string]any{}
	if err := t.db.QueryRowxContext(ctx, "SELECT * FROM items LIMIT 1").MapScan(row); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/jmoiron/sqlx error text`
	}
	return mcp.NewToolResultText("ok"), nil
}
