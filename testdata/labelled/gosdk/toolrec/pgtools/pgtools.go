// Package pgtools records the reporting database's tools.
package pgtools

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/toolrec"
)

func init() {
	toolrec.Add(toolrec.Entry{Name: "count_rows", Run: countRows})
}

func countRows(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
	table, _ := args["table"].(string)
	if table == "" {
		return nil, nil, errors.New("table is required") // ok errorleak
	}
	db, err := sql.Open("postgres", os.Getenv("REPORTS_DSN"))
	if err != nil {
		return nil, nil, err
	}
	defer db.Close()
	if err := db.PingContext(ctx); err != nil {
		return nil, nil, fmt.Errorf("connect: %w", err) // want errorleak:`returned error carries raw database/sql error text from \(\*sql.DB\).PingContext`
	}
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM "+table).Scan(&n); err != nil {
		return nil, map[string]any{"error": err.Error()}, nil // want errorleak:`the handler's output carries raw database/sql error text` unflaggederror:`holds an error's text`
	}
	return nil, map[string]any{"rows": n}, nil // ok errorleak unflaggederror
}
