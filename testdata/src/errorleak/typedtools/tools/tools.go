// Package tools holds mcp-go typed and structured handlers that another
// package registers (mcp.NewTypedToolHandler, mcp.NewStructuredToolHandler,
// method values): they are judged here, where their errors are made.
package tools

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"
	"os"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
)

// DB serves the database tools.
type DB struct{ db *sql.DB }

// QueryArgs are the arguments of the query tool.
type QueryArgs struct{ SQL string }

// QueryResult is the query tool's output.
type QueryResult struct{ Rows int }

// Query is a structured handler: NewStructuredToolHandler makes its error
// an isError result "tool execution failed: <err>".
func (d *DB) Query(ctx context.Context, req mcp.CallToolRequest, args QueryArgs) (QueryResult, error) {
	rows, err := d.db.QueryContext(ctx, "SELECT * FROM t WHERE name = $1", args.SQL)
	if err != nil {
		return QueryResult{}, fmt.Errorf("query: %w", err) // want `returned error carries raw database/sql error text from \(\*sql.DB\).QueryContext .* and the SDK writes its text into the tool result`
	}
	defer rows.Close()
	return QueryResult{Rows: 1}, nil
}

// Tables is a typed handler: NewTypedToolHandler hands its error to the
// server, a JSON-RPC error, which the model does not read (rpcerror's
// finding); a secret in it is errorleak's.
func (d *DB) Tables(ctx context.Context, req mcp.CallToolRequest, args QueryArgs) (*mcp.CallToolResult, error) {
	if _, err := d.db.ExecContext(ctx, "DELETE FROM t WHERE name = $1", args.SQL); err != nil {
		return nil, err
	}
	if args.SQL == "" {
		return nil, fmt.Errorf("no query; token %s", os.Getenv("DB_TOKEN")) // want `returned error carries the value of \$DB_TOKEN .* JSON-RPC error message \(code -32603\)`
	}
	return mcp.NewToolResultText("ok"), nil
}

// Stats is a structured handler of a plain function.
func Stats(ctx context.Context, req mcp.CallToolRequest, args QueryArgs) (map[string]int, error) {
	db, err := sql.Open("postgres", "postgres://app@db.internal/app")
	if err != nil {
		return nil, errors.New("stats unavailable")
	}
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM t").Scan(&n); err != nil {
		return nil, err // want `returned error carries raw database/sql error text`
	}
	return map[string]int{"n": n}, nil
}

// CountResult is the count tool's output.
type CountResult struct{ N int }

// Count logs the database error and answers a fixed text.
func (d *DB) Count(ctx context.Context, req mcp.CallToolRequest, args QueryArgs) (CountResult, error) {
	if err := d.db.PingContext(ctx); err != nil {
		log.Printf("count: %v", err)
		return CountResult{}, errors.New("the database is unavailable, try again later")
	}
	return CountResult{N: 1}, nil
}

// Limit answers the model's own bad input: strconv's error names only it.
func (d *DB) Limit(ctx context.Context, req mcp.CallToolRequest, args QueryArgs) (CountResult, error) {
	n, err := strconv.Atoi(args.SQL)
	if err != nil {
		return CountResult{}, fmt.Errorf("limit: %w", err)
	}
	return CountResult{N: n}, nil
}

// rows is unexported: no other package can register it.
func (d *DB) rows(ctx context.Context, req mcp.CallToolRequest, args QueryArgs) (CountResult, error) {
	if err := d.db.PingContext(ctx); err != nil {
		return CountResult{}, err
	}
	return CountResult{}, nil
}
