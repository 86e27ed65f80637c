// Package revealed answers with a database's connection string. The
// password goes into it only when the caller asks for it with a switch
// named for it (with_password, carried in an options struct to the
// helper that builds the string): that answer is what the caller asked
// for. The admin DSN, built with the password on every call, leaks it.
package revealed

import (
	"context"
	"fmt"
	"net/url"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type database struct {
	Host     string
	Password string
}

var dbs = map[string]database{}

// ConnOptions says how to render a connection string.
type ConnOptions struct {
	User         string
	WithPassword bool
	Password     string
}

func connString(db database, o ConnOptions) string {
	u := url.User(o.User)
	if o.WithPassword && o.Password != "" {
		u = url.UserPassword(o.User, o.Password)
	}
	return fmt.Sprintf("postgres://%s@%s/app", u, db.Host)
}

type connIn struct {
	Name         string `json:"name"`
	WithPassword bool   `json:"with_password,omitempty"`
}

type connOut struct {
	DSN string `json:"dsn"`
}

func conn(ctx context.Context, _ *mcp.CallToolRequest, in connIn) (*mcp.CallToolResult, connOut, error) {
	db := dbs[in.Name]
	s := connString(db, ConnOptions{User: "app", WithPassword: in.WithPassword, Password: db.Password})
	return nil, connOut{DSN: s}, nil
}

func adminDSN(ctx context.Context, _ *mcp.CallToolRequest, in connIn) (*mcp.CallToolResult, connOut, error) {
	db := dbs[in.Name]
	u := url.UserPassword("admin", db.Password)
	return nil, connOut{DSN: "postgres://" + u.String() + "@" + db.Host + "/app"}, nil // want `the handler.s output carries a URL password`
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "conn"}, conn)
	mcp.AddTool(s, &mcp.Tool{Name: "admin_dsn"}, adminDSN)
}
