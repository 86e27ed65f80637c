// Package debugmode holds handlers that add raw database error text to
// their messages only in a developer or debug mode: the server chose to
// show it to its own developers, and keeps it from the model in
// production. Not reported; the same text outside such a mode is, and so
// is a secret in any mode.
package debugmode

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type srv struct {
	db       *sql.DB
	devMode  bool
	readOnly bool
}

var debug = os.Getenv("APP_DEBUG") != ""

func (s *srv) register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("count"), s.count)
	m.AddTool(mcp.NewTool("ping"), s.ping)
	m.AddTool(mcp.NewTool("exec"), s.exec)
}

// query returns the raw driver error only in developer mode.
func (s *srv) query(ctx context.Context, q string) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, q).Scan(&n); err != nil {
		if s.devMode {
			return 0, fmt.Errorf("query failed: %v", err)
		}
		return 0, fmt.Errorf("query failed: check the table and column names")
	}
	return n, nil
}

func (s *srv) count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := s.query(ctx, req.GetString("query", ""))
	if err != nil {
		return mcp.NewToolResultError("count: " + err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

func (s *srv) ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		msg := "no database connection"
		if s.devMode {
			msg += ": " + err.Error()
		}
		return mcp.NewToolResultError(msg), nil
	}
	defer conn.Close()
	if err := conn.PingContext(ctx); err != nil {
		if !debug {
			return mcp.NewToolResultError("the database does not answer"), nil
		}
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := s.db.PingContext(ctx); err != nil && strings.ToLower(os.Getenv("DEVELOPER_MODE")) == "true" {
		return mcp.NewToolResultError(fmt.Sprintf("ping: %v", err)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// exec: a flag that is not a debug mode does not keep the text from the
// model, and a secret leaks in any mode.
func (s *srv) exec(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.db.ExecContext(ctx, req.GetString("stmt", "")); err != nil {
		if s.readOnly {
			return mcp.NewToolResultError("exec failed: " + err.Error()), nil // want `raw database/sql error text from \(\*sql.DB\).ExecContext`
		}
		if s.devMode {
			return mcp.NewToolResultError("exec failed with token " + os.Getenv("DB_PASSWORD")), nil // want `the value of \$DB_PASSWORD`
		}
		return mcp.NewToolResultError(fmt.Sprintf("exec failed: %v", err)), nil // want `raw database/sql error text from \(\*sql.DB\).ExecContext`
	}
	return mcp.NewToolResultText("done"), nil
}
