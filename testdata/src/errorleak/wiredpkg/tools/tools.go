// Package tools registers go-sdk typed handlers over boot.Deps: the
// database error of the repository boot wires in is returned, and the SDK
// writes it into the isError text.
package tools

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"errorleak/wiredpkg/boot"
)

type in struct {
	ID int64 `json:"id"`
}

// Register adds the tools.
func Register(s *mcp.Server, d *boot.Deps) {
	mcp.AddTool(s, &mcp.Tool{Name: "note_title"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
		t, err := d.Notes.Title(ctx, a.ID)
		if err != nil {
			return nil, nil, fmt.Errorf("looking up note: %w", err) // want `returned error carries raw database/sql error text`
		}
		return nil, map[string]string{"title": t}, nil
	})
}
