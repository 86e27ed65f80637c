// Package modeldsn tests databases: one the server is configured with and
// one the model names in a tool argument.
package modeldsn

import (
	"context"
	"database/sql"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type srv struct{ db *sql.DB }

func register(s *server.MCPServer, x *srv) {
	s.AddTool(mcp.NewTool("test_dsn"), testDSN)
	s.AddTool(mcp.NewTool("test_default"), testDefault)
	s.AddTool(mcp.NewTool("query"), x.query)
	s.AddTool(mcp.NewTool("connect"), x.connect)
}

func argsOf(req *mcp.CallToolRequest) (map[string]any, bool) {
	m, ok := req.Params.Arguments.(map[string]any)
	return m, ok
}

func stringArg(m map[string]any, key string) (string, bool) {
	s, ok := m[key].(string)
	return s, ok
}

// connect reads the DSN through helpers of the request's address.
func (x *srv) connect(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	m, ok := argsOf(&req)
	if !ok {
		return mcp.NewToolResultError("no arguments"), nil
	}
	dsn, _ := stringArg(m, "dsn")
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return mcp.NewToolResultError("bad DSN"), nil
	}
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return mcp.NewToolResultError(fmt.Sprintf("cannot connect: %v", err)), nil
	}
	x.db = db
	return mcp.NewToolResultText("connected"), nil
}

func dsnArg(req mcp.CallToolRequest, name string) string {
	return req.GetString(name, "")
}

// testDSN pings the database the model named: its error names the
// model's own address.
func testDSN(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	db, err := sql.Open(req.GetString("driver", "postgres"), dsnArg(req, "dsn"))
	if err != nil {
		return mcp.NewToolResultError("bad DSN"), nil
	}
	defer db.Close()
	if err := db.PingContext(ctx); err != nil {
		return mcp.NewToolResultError("cannot connect: " + err.Error()), nil
	}
	return mcp.NewToolResultText("connected"), nil
}

// testDefault pings the configured database.
func testDefault(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		return mcp.NewToolResultError("bad DSN"), nil
	}
	defer db.Close()
	if err := db.PingContext(ctx); err != nil {
		return mcp.NewToolResultError("cannot connect: " + err.Error()), nil // want `raw database/sql error text from \(\*sql.DB\).PingContext`
	}
	return mcp.NewToolResultText("connected"), nil
}

// query runs on the server's own connection.
func (x *srv) query(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := x.db.QueryContext(ctx, req.GetString("sql", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("query failed: %v", err)), nil // want `raw database/sql error text from \(\*sql.DB\).QueryContext`
	}
	defer rows.Close()
	return mcp.NewToolResultText("ok"), nil
}
