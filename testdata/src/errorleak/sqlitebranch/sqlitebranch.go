// Package sqlitebranch opens the database whose driver the operator
// chooses, SQLite or Postgres: a database/sql error may name the Postgres
// server, and is reported, except in the tools registered only when the
// driver is SQLite's, whose queries can only fail with SQLite's errors.
package sqlitebranch

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func open() (*sql.DB, string, error) {
	driver := os.Getenv("DB_DRIVER")
	db, err := sql.Open(driver, os.Getenv("DB_DSN"))
	return db, driver, err
}

func register(s *server.MCPServer) error {
	db, driver, err := open()
	if err != nil {
		return err
	}
	if strings.EqualFold(driver, "sqlite") {
		registerPragma(s, db)
	} else {
		registerSchema(s, db)
	}
	if driver == "sqlite3" {
		s.AddTool(mcp.NewTool("vacuum"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := db.ExecContext(ctx, "VACUUM"); err != nil {
				return mcp.NewToolResultError(fmt.Sprintf("vacuum: %v", err)), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
	}
	s.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var n int
		if err := db.QueryRowContext(ctx, "select count(*) from notes").Scan(&n); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("count: %v", err)), nil // want `raw database/sql error text from \(\*sql.Row\).Scan`
		}
		return mcp.NewToolResultText(fmt.Sprint(n)), nil
	})
	return nil
}

func registerPragma(s *server.MCPServer, db *sql.DB) {
	s.AddTool(mcp.NewTool("columns"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		rows, err := db.QueryContext(ctx, "PRAGMA table_info(notes)")
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("columns: %v", err)), nil
		}
		defer rows.Close()
		return mcp.NewToolResultText("ok"), nil
	})
}

func registerSchema(s *server.MCPServer, db *sql.DB) {
	s.AddTool(mcp.NewTool("columns"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		rows, err := db.QueryContext(ctx, "select column_name from information_schema.columns")
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("columns: %v", err)), nil // want `raw database/sql error text from \(\*sql.DB\).QueryContext`
		}
		defer rows.Close()
		return mcp.NewToolResultText("ok"), nil
	})
}
