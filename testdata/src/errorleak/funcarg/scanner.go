package funcarg

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type note struct{ ID, Text string }

// decodeNote calls the scan function it is given and returns its error
// as its own last result.
func decodeNote(scan func(dest ...any) error) (*note, error) {
	var n note
	if err := scan(&n.ID, &n.Text); err != nil {
		return nil, err
	}
	return &n, nil
}

// decodeQuietly replaces the scan's error by words of its own.
func decodeQuietly(scan func(dest ...any) error) (*note, error) {
	var n note
	if err := scan(&n.ID, &n.Text); err != nil {
		return nil, errors.New("the note could not be read")
	}
	return &n, nil
}

type notes struct{ db *sql.DB }

// get hands the row's Scan, a bound method value, to the decoder: the
// query's error comes back through it.
func (s *notes) get(ctx context.Context, id string) (*note, error) {
	n, err := decodeNote(s.db.QueryRowContext(ctx, "SELECT id, text FROM notes WHERE id = $1", id).Scan)
	if err != nil {
		return nil, fmt.Errorf("get note: %w", err)
	}
	return n, nil
}

func (s *notes) getQuietly(ctx context.Context, id string) (*note, error) {
	return decodeQuietly(s.db.QueryRowContext(ctx, "SELECT id, text FROM notes WHERE id = $1", id).Scan)
}

// fromLiteral passes a scan of the server's own words: nothing leaks.
func fromLiteral() (*note, error) {
	return decodeNote(func(dest ...any) error { return errors.New("no note") })
}

func registerNotes(s *server.MCPServer, db *sql.DB) {
	st := &notes{db: db}
	s.AddTool(mcp.NewTool("note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n, err := st.get(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `raw database/sql error text from \(\*sql.Row\).Scan at scanner.go:39`
		}
		return mcp.NewToolResultText(n.Text), nil
	})
	s.AddTool(mcp.NewTool("quiet_note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n, err := st.getQuietly(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(n.Text), nil
	})
	s.AddTool(mcp.NewTool("literal_note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n, err := fromLiteral()
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(n.Text), nil
	})
}
