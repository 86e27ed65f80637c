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

// ids lists the notes' ids; the rows are closed by a deferred literal,
// which captures them.
func (n *notes) ids(ctx context.Context) ([]string, error) {
	rows, err := n.st.Query(ctx, "SELECT id FROM notes")
	if err != nil {
		return nil, err
	}
	defer func() { _ = rows.Close() }()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

func (n *notes) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ids, err := n.ids(ctx)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // ok: SQLite's error
	}
	return mcp.NewToolResultText(fmt.Sprint(ids)), nil
}

// Register adds the tools.
func Register(s *server.MCPServer, st store.Store) {
	n := &notes{st: st}
	s.AddTool(mcp.NewTool("get_note"), n.get)
	s.AddTool(mcp.NewTool("list_notes"), n.list)
}
