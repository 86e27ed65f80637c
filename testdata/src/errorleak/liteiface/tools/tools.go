// Package tools reaches the database through the module's Store
// interface; the packages of the module it depends on open SQLite only,
// so a row's error is SQLite's: no host, user or DSN.
package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/liteiface/store"
)

type notes struct{ st store.Store }

func (n *notes) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var text string
	if err := n.st.QueryRow(ctx, "SELECT text FROM notes WHERE id = ?", req.GetString("id", "")).Scan(&text); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get note: %v", err)), nil // ok: SQLite's error
	}
	return mcp.NewToolResultText(text), nil
}

// Register adds the tool.
func Register(s *server.MCPServer, st store.Store) {
	n := &notes{st: st}
	s.AddTool(mcp.NewTool("get_note"), n.get)
}
