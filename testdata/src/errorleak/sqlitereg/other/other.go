// Package other registers a driver of its own (a proxy to a database
// server) under the name it opens: no SQLite, so the errors are the
// database server's.
package other

import (
	"context"
	"database/sql"
	"database/sql/driver"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type proxyDriver struct{ upstream string }

func (d *proxyDriver) Open(dsn string) (driver.Conn, error) { return nil, nil }

func proxied(upstream string) string {
	name := "proxy_" + upstream
	sql.Register(name, &proxyDriver{upstream: upstream})
	return name
}

type store struct{ db *sql.DB }

func open(upstream, dsn string) (*store, error) {
	db, err := sql.Open(proxied(upstream), dsn)
	if err != nil {
		return nil, err
	}
	return &store{db: db}, nil
}

func (s *store) count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM notes").Scan(&n); err != nil {
		return mcp.NewToolResultError("count failed: " + err.Error()), nil // want `raw database/sql error text`
	}
	return mcp.NewToolResultText("ok"), nil
}

// Register adds the tools to s.
func Register(s *server.MCPServer, upstream, dsn string) error {
	st, err := open(upstream, dsn)
	if err != nil {
		return err
	}
	s.AddTool(mcp.NewTool("count"), st.count)
	return nil
}
