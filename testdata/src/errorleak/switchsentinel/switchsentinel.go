// Package switchsentinel answers a helper's failures by kind: where the
// error equals one of the package's sentinels (a case of `switch err`,
// one listing several, or `err == ErrX`) its text is the sentinel's, not
// the database's; the other failures still carry the driver's text.
package switchsentinel

import (
	"context"
	"database/sql"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var db *sql.DB

// Failures decide returns besides the database's.
var (
	ErrLocked  = errors.New("the record is locked")
	ErrExpired = errors.New("the record expired")
)

func decide(ctx context.Context, id string) error {
	var state string
	if err := db.QueryRowContext(ctx, "SELECT state FROM records WHERE id = $1", id).Scan(&state); err != nil {
		return err
	}
	switch state {
	case "locked":
		return ErrLocked
	case "expired":
		return ErrExpired
	}
	return nil
}

func settle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := decide(ctx, req.GetString("id", ""))
	switch err {
	case ErrLocked, ErrExpired:
		return mcp.NewToolResultError(err.Error()), nil
	case nil:
		return mcp.NewToolResultText("settled"), nil
	}
	return mcp.NewToolResultError("settle failed: " + err.Error()), nil // want `raw database/sql error text`
}

func retry(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := decide(ctx, req.GetString("id", ""))
	if err == ErrLocked {
		return mcp.NewToolResultError(err.Error() + ": try again later"), nil
	}
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw database/sql error text`
	}
	return mcp.NewToolResultText("retried"), nil
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("settle"), settle)
	s.AddTool(mcp.NewTool("retry"), retry)
}
