// Package tools implements a tool interface with one type per tool; the
// dispatcher of package server calls the interface method on the tool it
// looks up and writes the error into an isError result. lookup_user
// returns the raw error of a database query (reported at its return, from
// package server), greet its own message.
package tools

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Tool is one tool.
type Tool interface {
	Execute(ctx context.Context, args map[string]any) (string, error)
}

type lookupUser struct{ db *sql.DB }

func (t *lookupUser) Execute(ctx context.Context, args map[string]any) (string, error) {
	var name string
	if err := t.db.QueryRowContext(ctx, "SELECT name FROM users WHERE id = $1", args["id"]).Scan(&name); err != nil {
		return "", fmt.Errorf("lookup: %w", err) // want `returned error carries raw database/sql error text from \(\*sql.Row\).Scan at tools.go:24 .* and the tools/call dispatcher in package server \(server.go:42\) writes its text into the tool result`
	}
	return name, nil
}

type greet struct{}

func (greet) Execute(ctx context.Context, args map[string]any) (string, error) {
	name, _ := args["name"].(string)
	if name == "" {
		return "", errors.New("name is required")
	}
	return "hello " + name, nil
}

// All returns the tools by name.
func All(db *sql.DB) map[string]Tool {
	return map[string]Tool{"lookup_user": &lookupUser{db: db}, "greet": greet{}}
}

// Open opens the database.
func Open(dsn string) (*sql.DB, error) { return sql.Open("postgres", dsn) }
