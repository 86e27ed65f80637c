package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Shapes of the held-out rounds eval28-30 (issue 22): errors the handler
// tested to be its own, a context accessor's error, a failure builder
// called with a nil cause, a scan helper taking an interface.

var errNoNote = errors.New("no such note")

type noteDB struct{ db *sql.DB }

func openNoteDB() *noteDB {
	db, _ := sql.Open("postgres", os.Getenv("NOTES_DSN"))
	return &noteDB{db: db}
}

// find wraps the driver's error with a prefix and makes its own error for
// a missing row.
func (n *noteDB) find(ctx context.Context, id string) (string, error) {
	var body string
	if err := n.db.QueryRowContext(ctx, "SELECT body FROM notes WHERE id = $1", id).Scan(&body); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return "", fmt.Errorf("note %s: %w", id, errNoNote)
		}
		return "", fmt.Errorf("db: find: %w", err)
	}
	return body, nil
}

type rowScanner interface{ Scan(dest ...any) error }

// scanTitle reads a title from what it is given.
func scanTitle(sc rowScanner) (string, error) {
	var t string
	err := sc.Scan(&t)
	return t, err
}

type storeKey struct{}

// StoreFromContext returns the store the server's middleware put into the
// context.
func StoreFromContext(ctx context.Context) (*noteDB, error) {
	st, ok := ctx.Value(storeKey{}).(*noteDB)
	if !ok {
		return nil, errors.New("no store in the context")
	}
	return st, nil
}

type archiveFailure struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
	Error   string `json:"error,omitempty"`
}

// newFailure builds a failure whatever it is given; err is the cause.
func newFailure(msg string, err error) *archiveFailure {
	f := &archiveFailure{Success: false, Message: msg}
	if err != nil {
		f.Error = err.Error()
	}
	return f
}

func registerSession8(m *server.MCPServer) {
	n := openNoteDB()
	m.AddTool(mcp.NewTool("noteBody", mcp.WithDescription("Read a note."), mcp.WithString("id", mcp.Required())), n.noteBody)
	m.AddTool(mcp.NewTool("noteTitle", mcp.WithDescription("Read a note's title."), mcp.WithString("id", mcp.Required())), n.noteTitle)
	m.AddTool(mcp.NewTool("noteCount", mcp.WithDescription("Count the notes.")), noteCount)
	m.AddTool(mcp.NewTool("noteArchive", mcp.WithDescription("Archive a note."), mcp.WithString("id", mcp.Required())), noteArchive)
}

func (n *noteDB) noteBody(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := n.find(ctx, req.GetString("id", ""))
	if err != nil {
		if errors.Is(err, errNoNote) {
			return mcp.NewToolResultError(err.Error()), nil // ok errorleak
		}
		if strings.HasPrefix(err.Error(), "db:") {
			return mcp.NewToolResultError(err.Error()), nil // want errorleak:`raw database/sql error text`
		}
		return mcp.NewToolResultError("could not read the note"), nil
	}
	return mcp.NewToolResultText(body), nil
}

func (n *noteDB) noteTitle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, err := scanTitle(n.db.QueryRowContext(ctx, "SELECT title FROM notes WHERE id = $1", req.GetString("id", "")))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want errorleak:`raw database/sql error text from \(\*sql.Row\).Scan, called by scanTitle`
	}
	return mcp.NewToolResultText(t), nil
}

func noteCount(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	st, err := StoreFromContext(ctx)
	if err != nil {
		return nil, err // ok rpcerror
	}
	var count int
	if err := st.db.QueryRowContext(ctx, "SELECT count(*) FROM notes").Scan(&count); err != nil {
		return nil, errors.New("counting the notes failed") // want rpcerror:`returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(fmt.Sprint(count)), nil
}

func noteArchive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return jsonText(newFailure("id is required", nil)) // want unflaggederror:`"success" is false in every value newFailure builds`
	}
	return mcp.NewToolResultText("archived"), nil // ok unflaggederror
}

// jsonText marshals v into a success result's text.
func jsonText(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return mcp.NewToolResultError("cannot encode the answer"), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}
