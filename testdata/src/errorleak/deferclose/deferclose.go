// Package deferclose closes its rows in a deferred closure that writes
// the captured error: the return before the defer statement carries the
// query's error only, not Close's, which the closure writes after every
// return took its values.
package deferclose

import (
	"context"
	"database/sql"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var conn *sql.DB

type in struct{}

type out struct {
	Names []string `json:"names"`
}

func listUsers(ctx context.Context, _ *mcp.CallToolRequest, _ in) (*mcp.CallToolResult, out, error) {
	rows, err := conn.QueryContext(ctx, "SELECT name FROM users")
	if err != nil {
		return nil, out{}, err // want `raw database/sql error text from \(\*sql.DB\).QueryContext at deferclose.go:\d+ \(may contain DSNs, hostnames or query text\) and the SDK writes`
	}
	defer func() {
		err = rows.Close()
		if err != nil {
			log.Print(err)
		}
	}()
	var o out
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return nil, out{}, err
		}
		o.Names = append(o.Names, n)
	}
	return &mcp.CallToolResult{}, o, nil
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_users"}, listUsers)
}
