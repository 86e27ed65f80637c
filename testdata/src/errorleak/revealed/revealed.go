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

// Details renders a connection string with the password it holds:
// detailsFor sets it only when the caller asks for it.
type Details struct {
	Role, Host, Password string
}

func (d *Details) String() string {
	u := url.User(d.Role)
	if d.Password != "" {
		u = url.UserPassword(d.Role, d.Password)
	}
	return fmt.Sprintf("postgres://%s@%s/app", u, d.Host)
}

func detailsFor(db database, o ConnOptions) *Details {
	d := &Details{Role: o.User, Host: db.Host}
	if o.WithPassword {
		d.Password = db.Password
	}
	return d
}

func details(ctx context.Context, _ *mcp.CallToolRequest, in connIn) (*mcp.CallToolResult, connOut, error) {
	d := detailsFor(dbs[in.Name], ConnOptions{User: "app", WithPassword: in.WithPassword})
	return nil, connOut{DSN: d.String()}, nil
}

// Admin is Details for the admin role, whose password it always holds.
type Admin struct {
	Host, Password string
}

func (a Admin) String() string {
	return fmt.Sprintf("postgres://%s@%s/app", url.UserPassword("admin", a.Password), a.Host)
}

func adminDetails(ctx context.Context, _ *mcp.CallToolRequest, in connIn) (*mcp.CallToolResult, connOut, error) {
	db := dbs[in.Name]
	a := Admin{Host: db.Host, Password: db.Password}
	return nil, connOut{DSN: a.String()}, nil // want `the handler.s output carries URL user info with a password`
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "conn"}, conn)
	mcp.AddTool(s, &mcp.Tool{Name: "admin_dsn"}, adminDSN)
	mcp.AddTool(s, &mcp.Tool{Name: "details"}, details)
	mcp.AddTool(s, &mcp.Tool{Name: "admin_details"}, adminDetails)
}
