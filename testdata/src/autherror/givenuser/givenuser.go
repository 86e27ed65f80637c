// Package givenuser resolves a job for its tools in a helper given the
// caller, which fails when the name is invalid and when the caller may
// not see the job: the denial, a predicate on the caller the handler
// passes, is reported where the helper makes it; the helper's check of
// the model's argument (the name's length) is not.
package givenuser

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

type job struct{ name string }

// Resolve finds the job and checks the caller may see it.
func (t *table) Resolve(u *caller, name string) (*job, *mcp.CallToolResult) {
	if name == "" {
		return nil, nil
	}
	if len(name) > 64 {
		return nil, mcp.NewToolResultError("invalid job name")
	}
	if !t.allowed(u, "jobs:view:"+name) {
		return nil, mcp.NewToolResultError("forbidden: no access to this job") // want `caller authorization failure returned as an isError result`
	}
	return &job{name: name}, nil
}

func (t *table) show(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, _ := ctx.Value(userKey{}).(*caller)
	if u == nil {
		return mcp.NewToolResultError("sign in first"), nil
	}
	j, res := t.Resolve(u, req.GetString("name", ""))
	if res != nil {
		return res, nil
	}
	return mcp.NewToolResultText(j.name), nil
}

func serve(t *table) http.Handler {
	s := server.NewMCPServer("jobs", "1.0.0")
	s.AddTool(mcp.NewTool("show"), t.show)
	return server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(func(ctx context.Context, r *http.Request) context.Context {
		role := r.Header.Get("X-User-Role")
		if role == "" {
			return ctx
		}
		return context.WithValue(ctx, userKey{}, &caller{roles: []string{role}})
	}))
}
