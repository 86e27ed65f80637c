// Package anyperm has mcp-go tool decorators over the caller's grants,
// which the HTTP context function looked up by bearer token: one accepts
// any of several grants and searches them in a loop, denying after the
// loop when none matched; policy decorators search for a policy that
// both names the caller's role and lists the tool (one && condition, or
// nested ifs); a loop over the tool's own arguments that fails after it
// is no denial, even beside a condition on the tool's name.
package anyperm

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type grantsKey struct{}

type grants map[string]bool

func (g grants) allows(scope string) bool { return g[scope] }

var byToken = map[string]grants{}

func fromRequest(ctx context.Context, r *http.Request) context.Context {
	g, ok := byToken[strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")]
	if !ok {
		return ctx
	}
	return context.WithValue(ctx, grantsKey{}, g)
}

func rejected() *mcp.CallToolResult {
	return mcp.NewToolResultError("forbidden: missing scope")
}

// anyOf lets the call through when the caller holds one of scopes.
func anyOf(scopes []string, next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		held, _ := ctx.Value(grantsKey{}).(grants)
		for _, sc := range scopes {
			if held.allows(sc) {
				return next(ctx, req)
			}
		}
		return rejected(), nil // want `caller authorization failure returned as an isError result`
	}
}

type policy struct {
	Role  string
	Tools []string
}

var policies []policy

func listed(tool string, tools []string) bool {
	for _, t := range tools {
		if t == "*" || t == tool {
			return true
		}
	}
	return false
}

// byPolicy lets the call through when a policy names the caller's role and
// lists the tool.
func byPolicy(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		held, _ := ctx.Value(grantsKey{}).(grants)
		for _, p := range policies {
			if held.allows(p.Role) && listed(req.Params.Name, p.Tools) {
				return next(ctx, req)
			}
		}
		return mcp.NewToolResultError("access denied by policy"), nil // want `caller authorization failure returned as an isError result`
	}
}

// byNestedPolicy is byPolicy with nested ifs.
func byNestedPolicy(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		held, _ := ctx.Value(grantsKey{}).(grants)
		for _, p := range policies {
			if held.allows(p.Role) {
				if listed(req.Params.Name, p.Tools) {
					return next(ctx, req)
				}
			}
		}
		return rejected(), nil // want `caller authorization failure returned as an isError result`
	}
}

// firstListed answers the first name that the policies list for the
// tool: the search is of the arguments and the tool's name, no caller.
func firstListed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	for _, p := range policies {
		if p.Role == req.GetString("role", "") && listed(req.Params.Name, p.Tools) {
			return mcp.NewToolResultText(p.Role), nil
		}
	}
	return mcp.NewToolResultError("no policy lists this tool for that role"), nil
}

// firstKnown answers the first of the tool's names it knows: the loop
// searches the arguments, not the caller's grants.
func firstKnown(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	known := map[string]string{"a": "alpha", "b": "beta"}
	for _, n := range strings.Split(req.GetString("names", ""), ",") {
		if v, ok := known[n]; ok {
			return mcp.NewToolResultText(v), nil
		}
	}
	return mcp.NewToolResultError("none of the names is known"), nil
}

func echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.GetString("text", "")), nil
}

func Serve(s *server.MCPServer) *server.StreamableHTTPServer {
	s.AddTool(mcp.NewTool("echo"), anyOf([]string{"echo:run", "admin"}, echo))
	s.AddTool(mcp.NewTool("first_known"), firstKnown)
	s.AddTool(mcp.NewTool("first_listed"), firstListed)
	s.AddTool(mcp.NewTool("policed"), byPolicy(byNestedPolicy(echo)))
	return server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(fromRequest))
}
