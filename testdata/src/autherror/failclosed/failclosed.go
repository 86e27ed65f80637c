// Package failclosed checks the caller against a permission table the
// server loads on each check: a predicate that answers false when the
// table cannot be loaded (fail closed) still decides on the caller; one
// whose only false answer is the failed load decides nothing, and neither
// does one that checks no identity past the load.
package failclosed

import (
	"context"
	"errors"
	"net/http"
	"slices"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type userKey struct{}

type caller struct{ roles []string }

type role struct {
	name  string
	perms []string
}

type table struct{ grants []role }

func (t *table) load() ([]role, error) {
	if t.grants == nil {
		return nil, errors.New("permission table not loaded")
	}
	return t.grants, nil
}

func (t *table) allowed(u *caller, perm string) bool {
	roles, err := t.load()
	if err != nil {
		return false
	}
	for _, name := range u.roles {
		for _, r := range roles {
			if r.name != name {
				continue
			}
			if slices.Contains(r.perms, perm) {
				return true
			}
		}
	}
	return false
}

// ready answers false only when the table cannot be loaded.
func (t *table) ready() bool {
	if _, err := t.load(); err != nil {
		return false
	}
	return true
}

// known answers on the permission's name alone, past the load.
func (t *table) known(perm string) bool {
	grants, err := t.load()
	if err != nil {
		return false
	}
	for _, g := range grants {
		if slices.Contains(g.perms, perm) {
			return true
		}
	}
	return false
}

func (t *table) purge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, _ := ctx.Value(userKey{}).(*caller)
	if u == nil {
		return mcp.NewToolResultError("sign in first"), nil
	}
	if !t.allowed(u, "jobs:purge") {
		return mcp.NewToolResultError("forbidden: cannot purge jobs"), nil // want `caller authorization failure returned as an isError result`
	}
	if !t.ready() {
		return mcp.NewToolResultError("permissions are not loaded yet, try again"), nil
	}
	if !t.known(req.GetString("perm", "")) {
		return mcp.NewToolResultError("unknown permission"), nil
	}
	return mcp.NewToolResultText("purged"), nil
}

func serve(t *table) http.Handler {
	s := server.NewMCPServer("jobs", "1.0.0")
	s.AddTool(mcp.NewTool("purge"), t.purge)
	return server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(func(ctx context.Context, r *http.Request) context.Context {
		role := r.Header.Get("X-User-Role")
		if role == "" {
			return ctx
		}
		return context.WithValue(ctx, userKey{}, &caller{roles: []string{role}})
	}))
}
