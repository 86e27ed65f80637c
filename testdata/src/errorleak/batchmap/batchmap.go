// Package batchmap: a batch tool's per-item failures kept in map
// literals appended to a slice, then marshalled into the result.
package batchmap

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func jsonResult(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return mcp.NewToolResultError("cannot encode the answer"), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

type tools struct{ db *sql.DB }

func register(s *server.MCPServer, t *tools) {
	s.AddTool(mcp.NewTool("close_all"), t.closeAll)
	s.AddTool(mcp.NewTool("count_all"), t.countAll)
}

// closeAll keeps each failure's raw database error.
func (t *tools) closeAll(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var failures []map[string]any
	for _, id := range []int{1, 2} {
		if _, err := t.db.ExecContext(ctx, "UPDATE issues SET closed = true WHERE id = $1", id); err != nil {
			failures = append(failures, map[string]any{"id": id, "error": fmt.Sprintf("close failed: %v", err)})
		}
	}
	return jsonResult(map[string]any{"failed": failures}) // want `batchmap.jsonResult puts raw database/sql error text`
}

// countAll keeps only which items failed.
func (t *tools) countAll(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var failures []map[string]any
	for _, id := range []int{1, 2} {
		if _, err := t.db.ExecContext(ctx, "SELECT count(*) FROM notes WHERE issue = $1", id); err != nil {
			failures = append(failures, map[string]any{"id": id, "reason": "not counted"})
		}
	}
	return jsonResult(map[string]any{"failed": failures})
}
