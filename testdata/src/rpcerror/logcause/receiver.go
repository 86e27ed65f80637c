package logcause

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// owner logs with the receiver's *log.Logger.
func (t *tools) owner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	var owner string
	if err := t.db.QueryRowContext(ctx, "SELECT owner FROM repos WHERE name = $1", name).Scan(&owner); err != nil {
		return nil, fmt.Errorf("owner of %s: %w", name, err) // want `tool "owner" handler returns an error`
	}
	return mcp.NewToolResultText(owner), nil
}
