// Package tools holds tools of an mcp-go HTTP server whose caller is built
// by the HTTP context function of package main (which imports this one):
// the caller, its roles and scopes are read back through package ident or
// this package's exported key, and some tools deny on them.
package tools

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/authz/ident"
)

type teamKey string

// TeamKey is the context key under which the HTTP layer stores the caller's
// team.
const TeamKey teamKey = "team"

type project struct{ Name, Owner, Team string }

type limiter struct {
	mu    sync.Mutex
	calls map[string]int
}

// Allow counts a call of key and reports whether it is under the limit.
func (l *limiter) Allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.calls[key] >= 100 {
		return false
	}
	l.calls[key]++
	return true
}

// Tools are the tools of this package.
type Tools struct {
	projects map[string]project
	limit    *limiter
}

// Register registers the tools.
func Register(s *server.MCPServer, t *Tools) {
	s.AddTool(mcp.NewTool("deleteProject"), t.deleteProject)
	s.AddTool(mcp.NewTool("publishDoc"), t.publishDoc)
	s.AddTool(mcp.NewTool("rotateKey"), t.rotateKey)
	s.AddTool(mcp.NewTool("archiveAll"), t.archiveAll)
	s.AddTool(mcp.NewTool("exportAudit"), t.exportAudit)
	s.AddTool(mcp.NewTool("setQuota"), t.setQuota)
	s.AddTool(mcp.NewTool("mergeBranch"), t.mergeBranch)
	s.AddTool(mcp.NewTool("readReport"), t.readReport)
	s.AddTool(mcp.NewTool("editProject"), t.editProject)
	s.AddTool(mcp.NewTool("getProject"), t.getProject)
	s.AddTool(mcp.NewTool("transferProject"), t.transferProject)
	s.AddTool(mcp.NewTool("betaSearch"), t.betaSearch)
	s.AddTool(mcp.NewTool("tenantProjects"), t.tenantProjects)
	s.AddTool(mcp.NewTool("traceCall"), t.traceCall)
	s.AddTool(mcp.NewTool("searchProjects"), t.searchProjects)
	s.AddTool(mcp.NewTool("whoAmI"), t.whoAmI)
	s.AddTool(mcp.NewTool("myProjects"), t.myProjects)
}

func (t *Tools) deleteProject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u := ident.UserFrom(ctx)
	if !u.IsAdmin() {
		return mcp.NewToolResultError("only administrators can delete projects"), nil // want autherror:`caller authorization failure returned as an isError result`
	}
	delete(t.projects, req.GetString("name", ""))
	return mcp.NewToolResultText("deleted"), nil
}

func (t *Tools) publishDoc(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !ident.UserFrom(ctx).HasScope("docs:write") {
		return nil, fmt.Errorf("missing scope docs:write") // want autherror:`returned as an error \(sent as JSON-RPC error -32603\)` rpcerror:`JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("published"), nil
}

// requireRole answers a caller without role with an isError result, nil
// when the caller may go on.
func requireRole(ctx context.Context, role string) *mcp.CallToolResult {
	u := ident.UserFrom(ctx)
	if u == nil || !slices.Contains(u.Roles, role) {
		return mcp.NewToolResultError("this tool needs the " + role + " role")
	}
	return nil
}

func (t *Tools) rotateKey(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if res := requireRole(ctx, "security"); res != nil {
		return res, nil // want autherror:`returned as an isError result`
	}
	return mcp.NewToolResultText("rotated"), nil
}

// adminOnly returns the caller, or a denial when the caller is no admin.
func adminOnly(ctx context.Context) (*ident.User, *mcp.CallToolResult) {
	u := ident.UserFrom(ctx)
	if !u.IsAdmin() {
		return nil, mcp.NewToolResultError("administrators only")
	}
	return u, nil
}

func (t *Tools) archiveAll(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, denied := adminOnly(ctx)
	if denied != nil {
		return denied, nil // want autherror:`returned as an isError result`
	}
	clear(t.projects)
	return mcp.NewToolResultText("archived by " + u.ID), nil
}

// authorize answers a caller without scope with an isError result.
func authorize(ctx context.Context, scope string) (*mcp.CallToolResult, error) {
	if !ident.UserFrom(ctx).HasScope(scope) {
		return mcp.NewToolResultError(fmt.Sprintf("your token lacks the %s scope", scope)), nil
	}
	return nil, nil
}

func (t *Tools) exportAudit(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if res, _ := authorize(ctx, "audit:read"); res != nil {
		return res, nil // want autherror:`returned as an isError result`
	}
	return mcp.NewToolResultText("audit log"), nil
}

func (t *Tools) setQuota(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	roles := ident.UserFrom(ctx).Roles
	allowed := slices.Contains(roles, "billing") || slices.Contains(roles, "owner")
	if !allowed {
		return nil, errors.New("quota changes need the billing role") // want autherror:`returned as an error` rpcerror:`JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("quota set"), nil
}

// caller is what the gateway says about the caller.
type caller struct {
	Role   string
	Scopes []string
}

func callerOf(req mcp.CallToolRequest) caller {
	return caller{Role: req.Header.Get("X-User-Role"), Scopes: ident.ScopesOf(req.Header)}
}

func (t *Tools) mergeBranch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c := callerOf(req)
	if c.Role != "maintainer" {
		return mcp.NewToolResultError("only maintainers can merge"), nil // want autherror:`returned as an isError result`
	}
	return mcp.NewToolResultText("merged"), nil
}

func (t *Tools) readReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	scopes := ident.ScopesOf(req.Header)
	if !slices.Contains(scopes, "reports:read") {
		return mcp.NewToolResultError("missing scope reports:read"), nil // want autherror:`returned as an isError result`
	}
	return mcp.NewToolResultText("report"), nil
}

func (t *Tools) editProject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, ok := t.projects[req.GetString("name", "")]
	if !ok {
		return mcp.NewToolResultError("project not found"), nil // ok autherror
	}
	team, _ := ctx.Value(TeamKey).(string)
	if p.Team != team {
		return mcp.NewToolResultError("the project belongs to another team"), nil // want autherror:`returned as an isError result`
	}
	return mcp.NewToolResultText("edited"), nil
}

func (t *Tools) getProject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // ok autherror
	}
	p, ok := t.projects[name]
	if !ok {
		return mcp.NewToolResultError("no project named " + name), nil // ok autherror
	}
	return mcp.NewToolResultText(p.Name), nil
}

// transferProject compares the record's owner with the input, not with
// the caller.
func (t *Tools) transferProject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := t.projects[req.GetString("name", "")]
	if p.Owner != req.GetString("from", "") {
		return mcp.NewToolResultError("the project is not owned by " + req.GetString("from", "")), nil // ok autherror
	}
	return mcp.NewToolResultText("transferred"), nil
}

func (t *Tools) betaSearch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !ident.Enabled(ctx, "beta-search") {
		return mcp.NewToolResultError("beta search is not enabled on this server"), nil // ok autherror
	}
	return mcp.NewToolResultText("results"), nil
}

func (t *Tools) tenantProjects(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tenant := ident.Tenant(ctx)
	if tenant != "acme" && tenant != "globex" {
		return mcp.NewToolResultError("this deployment serves no tenant " + tenant), nil // ok autherror
	}
	return mcp.NewToolResultText(tenant), nil
}

func (t *Tools) traceCall(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if id := ident.RequestID(ctx); len(id) != 16 {
		return mcp.NewToolResultError("malformed request id"), nil // ok autherror
	}
	return mcp.NewToolResultText("traced"), nil
}

// searchProjects limits the calls per caller: a rate limit is no
// authorization decision.
func (t *Tools) searchProjects(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u := ident.UserFrom(ctx)
	if !t.limit.Allow(u.ID) {
		return mcp.NewToolResultError("rate limit exceeded: wait a minute before searching again"), nil // ok autherror
	}
	return mcp.NewToolResultText("found"), nil
}

// whoAmI only logs and shows the caller.
func (t *Tools) whoAmI(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u := ident.UserFrom(ctx)
	if u == nil {
		return mcp.NewToolResultError("not signed in"), nil // ok autherror
	}
	fmt.Println("whoami", u.ID)
	return mcp.NewToolResultText(u.ID), nil
}

// myProjects filters by the caller: nothing is denied.
func (t *Tools) myProjects(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u := ident.UserFrom(ctx)
	var names []string
	for _, p := range t.projects {
		if p.Owner == u.ID {
			names = append(names, p.Name)
		}
	}
	if len(names) == 0 {
		return mcp.NewToolResultError("you own no projects"), nil // ok autherror
	}
	return mcp.NewToolResultText(fmt.Sprint(names)), nil
}
