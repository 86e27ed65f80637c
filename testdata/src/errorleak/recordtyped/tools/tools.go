// Package tools writes handlers into the records of package registry,
// which another package registers: a go-sdk typed handler's errors become
// isError text whoever registers it.
package tools

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"errorleak/recordtyped/registry"
)

func init() {
	registry.Add(registry.Entry{
		Name: "count_rows",
		Run: func(ctx context.Context, req *gosdk.CallToolRequest, args map[string]any) (*gosdk.CallToolResult, any, error) {
			table, _ := args["table"].(string)
			if table == "" {
				return nil, nil, errors.New("table is required")
			}
			db, err := sql.Open("postgres", os.Getenv("REPORTS_DSN"))
			if err != nil {
				return nil, nil, err
			}
			defer db.Close()
			if err := db.PingContext(ctx); err != nil {
				return nil, nil, fmt.Errorf("connect: %w", err) // want `returned error carries raw database/sql error text from \(\*sql.DB\).PingContext`
			}
			var n int
			if err := db.QueryRowContext(ctx, "SELECT count(*) FROM "+table).Scan(&n); err != nil {
				return nil, map[string]any{"error": err.Error()}, nil // want `the handler's output carries raw database/sql error text from \(\*sql.Row\).Scan`
			}
			return nil, map[string]any{"rows": n}, nil
		},
	})
	registry.AddLegacy(registry.Legacy{
		Name: "ping",
		Handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			db, err := sql.Open("postgres", os.Getenv("REPORTS_DSN"))
			if err != nil {
				return nil, err
			}
			// Where this error goes is its reader's to say: not judged here.
			if err := db.PingContext(ctx); err != nil {
				return nil, err
			}
			return mcp.NewToolResultText("ok"), nil
		},
	})
}
