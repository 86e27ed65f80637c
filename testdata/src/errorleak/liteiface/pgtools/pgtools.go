// Package pgtools reaches the database through store.Store too, but it
// depends on pgstore, which opens a database server: a row's error may
// carry its host and user.
package pgtools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/liteiface/pgstore"
	"errorleak/liteiface/store"
)

type notes struct{ st store.Store }

func (n *notes) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var text string
	if err := n.st.QueryRow(ctx, "SELECT text FROM notes WHERE id = $1", req.GetString("id", "")).Scan(&text); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw database/sql error text`
	}
	return mcp.NewToolResultText(text), nil
}

// Register adds the tool, served by Postgres.
func Register(s *server.MCPServer) error {
	pg, err := pgstore.Open()
	if err != nil {
		return err
	}
	n := &notes{st: pg}
	s.AddTool(mcp.NewTool("get_note"), n.get)
	return nil
}
