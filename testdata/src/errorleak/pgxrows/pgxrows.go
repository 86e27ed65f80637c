// Package pgxrows: pgx's result sets. A row that does not scan says which
// column and type; the query's errors name the server. Parsing the model's
// id into a pgtype value calls no database.
package pgxrows

import (
	"context"
	"os"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type store struct{ conn *pgx.Conn }

func open(ctx context.Context) (*store, error) {
	c, err := pgx.Connect(ctx, os.Getenv("DATABASE_URL"))
	return &store{conn: c}, err
}

func register(s *server.MCPServer, db *store) {
	s.AddTool(mcp.NewTool("count"), db.count)
	s.AddTool(mcp.NewTool("first"), db.first)
	s.AddTool(mcp.NewTool("by_id"), db.byID)
}

func (db *store) byID(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var id pgtype.UUID
	if err := id.Scan(req.GetString("id", "")); err != nil {
		return mcp.NewToolResultError("invalid id: " + err.Error()), nil
	}
	return mcp.NewToolResultText(id.String()), nil
}

func (db *store) count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := db.conn.Query(ctx, "SELECT count(*) FROM notes")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/jackc/pgx error text`
	}
	defer rows.Close()
	var n int
	for rows.Next() {
		if err := rows.Scan(&n); err != nil {
			return mcp.NewToolResultError("reading the count: " + err.Error()), nil
		}
		if _, err := rows.Values(); err != nil {
			return mcp.NewToolResultError("reading the row: " + err.Error()), nil
		}
	}
	if err := rows.Err(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/jackc/pgx error text`
	}
	return mcp.NewToolResultText("counted"), nil
}

// first scans QueryRow's row: its error is the query's.
func (db *store) first(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var title string
	if err := db.conn.QueryRow(ctx, "SELECT title FROM notes LIMIT 1").Scan(&title); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/jackc/pgx error text`
	}
	return mcp.NewToolResultText(title), nil
}
