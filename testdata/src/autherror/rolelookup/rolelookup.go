// Package rolelookup serves mcp-go tools over HTTP whose caller is kept
// in the context by the HTTP layer; the tools look the caller's role on a
// project up in a store and refuse by it.
package rolelookup

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type userKey struct{}

type member struct {
	Role      int
	Remaining int
}

type store struct {
	members map[string]member
	quotas  map[string]int
}

func (st *store) memberOf(project, user string) (member, error) {
	return st.members[project+"/"+user], nil
}

func (st *store) roleOf(project, user string) int { return st.members[project+"/"+user].Role }

func (st *store) quotaOf(user string) int { return st.quotas[user] }

const admin = 3

func (st *store) deleteProject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	user, _ := ctx.Value(userKey{}).(string)
	pm, err := st.memberOf(req.GetString("project", ""), user)
	if err != nil {
		return mcp.NewToolResultError("lookup failed"), nil
	}
	if pm.Role < admin {
		return mcp.NewToolResultError("only project admins can delete it"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("deleted"), nil
}

func (st *store) archiveProject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	user, _ := ctx.Value(userKey{}).(string)
	if st.roleOf(req.GetString("project", ""), user) < admin {
		return mcp.NewToolResultError("only project admins can archive it"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("archived"), nil
}

func (st *store) export(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	user, _ := ctx.Value(userKey{}).(string)
	pm, _ := st.memberOf(req.GetString("project", ""), user)
	if pm.Remaining == 0 {
		return mcp.NewToolResultError("export quota used up"), nil // ok: a quota kept for the caller, no role
	}
	if st.quotaOf(user) == 0 {
		return mcp.NewToolResultError("daily quota used up"), nil
	}
	return mcp.NewToolResultText("exported"), nil
}

func serve(st *store) http.Handler {
	s := server.NewMCPServer("projects", "1.0.0")
	s.AddTool(mcp.NewTool("delete_project"), st.deleteProject)
	s.AddTool(mcp.NewTool("archive_project"), st.archiveProject)
	s.AddTool(mcp.NewTool("export"), st.export)
	return server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(func(ctx context.Context, r *http.Request) context.Context {
		return context.WithValue(ctx, userKey{}, r.Header.Get("X-User"))
	}))
}
