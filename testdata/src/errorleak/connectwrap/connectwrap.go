// Package connectwrap has an mcp-go tool over a Connect service handler
// of the module that wraps its database errors in connect.NewError: a
// *connect.Error prints the wrapped error's text, so the database error
// still reaches the tool's result. An error of its own, wrapped the same
// way, does not leak.
package connectwrap

import (
	"context"
	"database/sql"
	"errors"
	"os"

	"connectrpc.com/connect"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type GetNoteRequest struct{ ID string }

type notes struct{ db *sql.DB }

func (n *notes) GetNote(ctx context.Context, req *connect.Request[GetNoteRequest]) (string, error) {
	if req.Msg.ID == "" {
		return "", connect.NewError(connect.CodeNotFound, errors.New("no such note"))
	}
	var body string
	if err := n.db.QueryRowContext(ctx, "SELECT body FROM notes WHERE id = $1", req.Msg.ID).Scan(&body); err != nil {
		return "", connect.NewError(connect.CodeInternal, err)
	}
	return body, nil
}

func Register(s *server.MCPServer) error {
	db, err := sql.Open("postgres", os.Getenv("NOTES_DSN"))
	if err != nil {
		return err
	}
	h := &notes{db: db}
	s.AddTool(mcp.NewTool("note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		body, err := h.GetNote(ctx, connect.NewRequest(&GetNoteRequest{ID: req.GetString("id", "")}))
		if err != nil {
			return mcp.NewToolResultError("cannot read the note: " + err.Error()), nil // want `raw database/sql error text from \(\*sql.Row\).Scan`
		}
		return mcp.NewToolResultText(body), nil
	})
	return nil
}
