// Package lib has a go-sdk typed handler found by its exported signature:
// its returned error becomes the text of an isError result, judged here.
package lib

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Args are the tool's arguments.
type Args struct {
	Table string `json:"table"`
}

// Querier reads a database.
type Querier struct{ DB *sql.DB }

// Rows counts a table's rows.
func (q *Querier) Rows(ctx context.Context, req *mcp.CallToolRequest, in Args) (*mcp.CallToolResult, any, error) {
	var n int
	if err := q.DB.QueryRowContext(ctx, "SELECT count(*) FROM "+in.Table).Scan(&n); err != nil {
		return nil, nil, fmt.Errorf("count: %w", err) // want `returned error carries raw database/sql error text from \(\*sql.Row\).Scan`
	}
	return nil, map[string]int{"rows": n}, nil
}
