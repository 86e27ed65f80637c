// Package dbtools holds structured handlers the server's main package
// registers with mcp.NewStructuredToolHandler.
package dbtools

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
)

// Tools serves the database tools.
type Tools struct{ db *sql.DB }

// Args are the tools' arguments.
type Args struct {
	Table string `json:"table"`
}

// Rows is the query tool's output.
type Rows struct {
	N int `json:"n"`
}

// Query wraps the driver's error: NewStructuredToolHandler puts its text
// into an isError result the model reads.
func (t *Tools) Query(ctx context.Context, req mcp.CallToolRequest, a Args) (Rows, error) {
	var n int
	if err := t.db.QueryRowContext(ctx, "SELECT count(*) FROM items WHERE kind = $1", a.Table).Scan(&n); err != nil {
		return Rows{}, fmt.Errorf("count items: %w", err) // want errorleak:`returned error carries raw database/sql error text`
	}
	return Rows{N: n}, nil // ok errorleak
}

// Ping logs the driver's error and answers a fixed text.
func (t *Tools) Ping(ctx context.Context, req mcp.CallToolRequest, a Args) (Rows, error) {
	if err := t.db.PingContext(ctx); err != nil {
		log.Printf("ping: %v", err)
		return Rows{}, errors.New("the database is unavailable, try again later") // ok errorleak
	}
	return Rows{N: 1}, nil
}
