// Package kb holds the tools of a hand-rolled server whose tools/call
// code, in package rpc, passes the requested name to Base.Handle, which
// picks the tool in a switch. The tools return their value and an error;
// package rpc sends the error as a JSON-RPC error.
package kb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// Base answers the knowledge-base tools.
type Base struct{ db *sql.DB }

// Handle runs the tool name names.
func (b *Base) Handle(ctx context.Context, name string, args map[string]any) (any, error) {
	var (
		out any
		err error
	)
	switch name {
	case "kb_search":
		out, err = b.search(ctx, args)
	case "kb_get":
		out, err = b.get(ctx, args)
	case "kb_stats":
		out, err = b.stats(ctx, args)
	default:
		err = fmt.Errorf("tool %s is not known", name) // want unknowntool:`unknown tool answered with an error that Server.toolsCall sends as JSON-RPC -32603`
	}
	if err != nil {
		return nil, err // ok rpcerror
	}
	return out, nil
}

func (b *Base) search(ctx context.Context, args map[string]any) (any, error) {
	q, _ := args["query"].(string)
	if strings.TrimSpace(q) == "" {
		return nil, errors.New("query must not be empty") // want rpcerror:`tool "kb_search" handler .* JSON-RPC error -32603`
	}
	rows, err := b.db.QueryContext(ctx, "SELECT title FROM docs WHERE body LIKE ?", "%"+q+"%")
	if err != nil {
		return nil, fmt.Errorf("search: %w", err) // want rpcerror:`JSON-RPC error -32603`
	}
	defer rows.Close()
	var titles []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			return nil, err // want rpcerror:`JSON-RPC error -32603`
		}
		titles = append(titles, t)
	}
	return titles, nil // ok rpcerror
}

func (b *Base) get(ctx context.Context, args map[string]any) (any, error) {
	select {
	case <-ctx.Done():
		return nil, ctx.Err() // ok rpcerror
	default:
	}
	id, ok := args["id"].(float64)
	if !ok {
		return nil, errors.New("id must be a number") // want rpcerror:`tool "kb_get" handler`
	}
	var body string
	if err := b.db.QueryRowContext(ctx, "SELECT body FROM docs WHERE id = ?", int(id)).Scan(&body); err != nil {
		return nil, fmt.Errorf("document %d: %w", int(id), err) // want rpcerror:`JSON-RPC error -32603`
	}
	return body, nil
}

func (b *Base) stats(ctx context.Context, _ map[string]any) (any, error) {
	var n int
	if err := b.db.QueryRowContext(ctx, "SELECT count(*) FROM docs").Scan(&n); err != nil {
		return nil, err // want rpcerror:`tool "kb_stats" handler`
	}
	return map[string]int{"documents": n}, nil
}

// Render switches on a format, not a tool name: its cases take no tool
// arguments.
func Render(format string, v any) (string, error) {
	switch format {
	case "text":
		return asText(v)
	case "csv":
		return asCSV(v)
	}
	return "", errors.New("unknown format " + format) // ok unknowntool
}

func asText(v any) (string, error) { return fmt.Sprint(v), nil }
func asCSV(v any) (string, error)  { return fmt.Sprint(v), nil }
