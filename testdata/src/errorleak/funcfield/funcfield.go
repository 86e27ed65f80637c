// Package funcfield registers table tools from records whose operation is
// a function value in a field: the shared handler calls it and writes its
// error into the result. What every operation stored there returns
// decides; one clean operation among them leaves the call clean.
package funcfield

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type repo struct{ db *sql.DB }

func (r *repo) count(ctx context.Context, table string) (int, error) {
	var n int
	if err := r.db.QueryRowContext(ctx, "SELECT count(*) FROM "+table).Scan(&n); err != nil {
		return 0, fmt.Errorf("count: %w", err)
	}
	return n, nil
}

type tableTool struct {
	name string
	run  func(ctx context.Context, r *repo, table string) (any, error)
}

func addTableTool(s *server.MCPServer, r *repo, t tableTool) {
	s.AddTool(mcp.NewTool(t.name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := t.run(ctx, r, req.GetString("table", ""))
		if err != nil {
			return mcp.NewToolResultError("lookup failed: " + err.Error()), nil // want `raw database/sql error text from \(\*sql.Row\).Scan`
		}
		return mcp.NewToolResultText(fmt.Sprint(v)), nil
	})
}

// checkTool's operations: one of them only checks the name.
type checkTool struct {
	name  string
	check func(ctx context.Context, r *repo, table string) error
}

func addCheckTool(s *server.MCPServer, r *repo, t checkTool) {
	s.AddTool(mcp.NewTool(t.name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := t.check(ctx, r, req.GetString("table", "")); err != nil {
			return mcp.NewToolResultError("check failed: " + err.Error()), nil // fine: not every check queries
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

func register(s *server.MCPServer) error {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		return err
	}
	r := &repo{db: db}
	addTableTool(s, r, tableTool{name: "row_count", run: func(ctx context.Context, r *repo, table string) (any, error) {
		return r.count(ctx, table)
	}})
	addTableTool(s, r, tableTool{name: "has_rows", run: func(ctx context.Context, r *repo, table string) (any, error) {
		n, err := r.count(ctx, table)
		return n > 0, err
	}})
	addCheckTool(s, r, checkTool{name: "check_name", check: func(ctx context.Context, r *repo, table string) error {
		if table == "" {
			return errors.New("table is required")
		}
		return nil
	}})
	addCheckTool(s, r, checkTool{name: "check_rows", check: func(ctx context.Context, r *repo, table string) error {
		_, err := r.count(ctx, table)
		return err
	}})
	return nil
}
