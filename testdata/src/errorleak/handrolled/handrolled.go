// Package handrolled exercises errorleak on hand-rolled MCP result types.
package handrolled

import (
	"context"
	"database/sql"
	"os"
)

type textContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type toolResult struct {
	Content []textContent `json:"content"`
	IsError bool          `json:"isError"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func fail(msg string) toolResult {
	return toolResult{Content: []textContent{{Type: "text", Text: msg}}, IsError: true}
}

func callTool(ctx context.Context, db *sql.DB, name string) (toolResult, *rpcError) {
	if name == "" {
		return fail("name is required"), nil
	}
	if name == "env" {
		return toolResult{}, &rpcError{Code: -32603, Message: "missing " + os.Getenv("VAULT_TOKEN")} // want `a JSON-RPC error message carries the value of \$VAULT_TOKEN`
	}
	if _, err := db.ExecContext(ctx, "UPDATE t SET name = $1", name); err != nil {
		return fail("update failed: " + err.Error()), nil // want `handrolled.fail puts raw database/sql error text from \(\*sql.DB\).ExecContext`
	}
	if _, err := db.ExecContext(ctx, "DELETE FROM t"); err != nil {
		// Infrastructure errors in JSON-RPC errors are not reported.
		return toolResult{}, &rpcError{Code: -32603, Message: err.Error()}
	}
	return toolResult{Content: []textContent{{Type: "text", Text: "updated " + name}}}, nil
}
