package pgxrows

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// scanner is what both a QueryRow row and a Query result set offer.
type scanner interface {
	Scan(dest ...any) error
}

type note struct {
	ID    int
	Title string
}

// scanNote reads a note from a row or a result set: the error is the
// argument's Scan's.
func scanNote(sc scanner) (note, error) {
	var n note
	if err := sc.Scan(&n.ID, &n.Title); err != nil {
		return note{}, fmt.Errorf("scan note: %w", err)
	}
	return n, nil
}

// scanTitle forwards its parameter to scanNote.
func scanTitle(sc interface{ Scan(dest ...any) error }) (string, error) {
	n, err := scanNote(sc)
	return n.Title, err
}

func registerScanner(s *server.MCPServer, db *store) {
	s.AddTool(mcp.NewTool("note"), db.note)
	s.AddTool(mcp.NewTool("title"), db.title)
	s.AddTool(mcp.NewTool("notes"), db.notes)
}

// note scans QueryRow's row, whose Scan returns the query's error.
func (db *store) note(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := scanNote(db.conn.QueryRow(ctx, "SELECT id, title FROM notes WHERE id = $1", req.GetInt("id", 0)))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/jackc/pgx error text from \(pgx.Row\).Scan, called by scanNote`
	}
	return mcp.NewToolResultText(n.Title), nil
}

// title goes through a second helper.
func (db *store) title(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, err := scanTitle(db.conn.QueryRow(ctx, "SELECT id, title FROM notes WHERE id = $1", req.GetInt("id", 0)))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/jackc/pgx error text from \(pgx.Row\).Scan, called by scanTitle`
	}
	return mcp.NewToolResultText(t), nil
}

// notes scans a result set already read: a row that does not scan says
// which column and type.
func (db *store) notes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := db.conn.Query(ctx, "SELECT id, title FROM notes")
	if err != nil {
		return mcp.NewToolResultError("listing notes failed"), nil
	}
	defer rows.Close()
	var out []note
	for rows.Next() {
		n, err := scanNote(rows)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		out = append(out, n)
	}
	return mcp.NewToolResultText(fmt.Sprint(len(out))), nil
}

var _ pgx.Row = (pgx.Row)(nil)
