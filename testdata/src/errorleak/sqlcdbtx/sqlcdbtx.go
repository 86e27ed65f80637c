// Package sqlcdbtx reaches the database through the interface sqlc
// generates (DBTX), which the driver's connection implements and no type
// of the module does: a command's error is the driver's. An interface of
// the module's own methods, with no driver type in its signature, says
// nothing.
package sqlcdbtx

import (
	"context"
	"fmt"
	"os"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// DBTX is what sqlc generates: the connection, the pool or a transaction.
type DBTX interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// Queries are sqlc's generated queries.
type Queries struct{ db DBTX }

// DeleteNote deletes a note.
func (q *Queries) DeleteNote(ctx context.Context, id string) error {
	_, err := q.db.Exec(ctx, "DELETE FROM notes WHERE id = $1", id)
	return err
}

// Connector is a connection of the module's own design: its
// implementations are the module's, in packages this one does not see,
// and are decided where they are (one may be an embedded database).
type Connector interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Dialect() string
}

// Archiver archives notes somewhere this package does not know.
type Archiver interface {
	Archive(ctx context.Context, id string) error
}

func register(s *server.MCPServer, q *Queries, a Archiver, conn Connector) {
	s.AddTool(mcp.NewTool("vacuum"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := conn.Exec(ctx, "VACUUM"); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("vacuum failed on %s: %v", conn.Dialect(), err)), nil
		}
		return mcp.NewToolResultText("vacuumed"), nil
	})
	s.AddTool(mcp.NewTool("delete_note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := q.DeleteNote(ctx, req.GetString("id", "")); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("delete failed: %v", err)), nil // want `raw github.com/jackc/pgx error text from Exec of an interface over github.com/jackc/pgx`
		}
		return mcp.NewToolResultText("deleted"), nil
	})
	s.AddTool(mcp.NewTool("archive_note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := a.Archive(ctx, req.GetString("id", "")); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("archive failed: %v", err)), nil
		}
		return mcp.NewToolResultText("archived"), nil
	})
}

// Main connects and registers.
func Main(s *server.MCPServer, a Archiver, c Connector) error {
	conn, err := pgx.Connect(context.Background(), os.Getenv("DATABASE_URL"))
	if err != nil {
		return err
	}
	register(s, &Queries{db: conn}, a, c)
	return nil
}
