// Package kb holds the tools of a hand-rolled server whose tools/call
// code, in package rpc, passes the requested name to Base.Handle, which
// picks the tool in a switch. Package rpc writes a tool's error into an
// isError result, so the database errors they return are reported here,
// at each tool's return.
package kb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Base answers the knowledge-base tools.
type Base struct{ db *sql.DB }

// Open connects to the configured database.
func Open(dsn string) (*Base, error) {
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return nil, err
	}
	return &Base{db: db}, nil
}

// Handle runs the tool name names.
func (b *Base) Handle(ctx context.Context, name string, args map[string]any) (any, error) {
	switch name {
	case "kb_count":
		return b.count(ctx, args)
	case "kb_get":
		return b.get(ctx, args)
	}
	return nil, fmt.Errorf("unknown tool %s", name)
}

func (b *Base) count(ctx context.Context, _ map[string]any) (any, error) {
	var n int
	if err := b.db.QueryRowContext(ctx, "SELECT count(*) FROM docs").Scan(&n); err != nil {
		return nil, fmt.Errorf("count: %w", err) // want `returned error carries raw database/sql error text from \(\*sql.Row\).Scan at kb.go:\d+ .* and the tools/call dispatcher in package rpc \(rpc.go:\d+\) writes its text into the tool result`
	}
	return n, nil
}

func (b *Base) get(ctx context.Context, args map[string]any) (any, error) {
	id, ok := args["id"].(string)
	if !ok {
		return nil, errors.New("id must be a string") // the tool's own message: fine
	}
	var body string
	if err := b.db.QueryRowContext(ctx, "SELECT body FROM docs WHERE id = $1", id).Scan(&body); err != nil {
		return nil, err // want `returned error carries raw database/sql error text from \(\*sql.Row\).Scan`
	}
	return body, nil
}
