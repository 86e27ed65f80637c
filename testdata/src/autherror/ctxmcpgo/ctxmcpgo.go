// Package ctxmcpgo is an mcp-go HTTP server that builds the caller's // want package:`autherror deferred under C:autherror/ctxmcpgo.ctxKey=2, C:autherror/ctxmcpgo.ctxKey=3`
// identity itself: an HTTP context function puts the user, role and scopes
// from the request headers into the context, and handlers deny on them.
package ctxmcpgo

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type ctxKey int

const (
	roleKey ctxKey = iota
	scopesKey
	requestIDKey // not identity: the request id
	featureKey   // not identity: a feature flag from the server's config
)

type userKey struct{}

// User is the caller as the context function builds it.
type User struct {
	Name  string
	Admin bool
}

// IsAdmin is a predicate on the caller.
func (u *User) IsAdmin() bool { return u != nil && u.Admin }

var betaEnabled = true

func contextFunc(ctx context.Context, r *http.Request) context.Context {
	ctx = context.WithValue(ctx, roleKey, r.Header.Get("X-User-Role"))
	ctx = context.WithValue(ctx, scopesKey, strings.Split(r.Header.Get("X-Scopes"), " "))
	ctx = context.WithValue(ctx, requestIDKey, r.Header.Get("X-Request-Id"))
	ctx = context.WithValue(ctx, featureKey, betaEnabled)
	if u, err := parseToken(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")); err == nil {
		ctx = context.WithValue(ctx, userKey{}, u)
	}
	return ctx
}

// parseToken stands for a token verifier: its result is the caller.
func parseToken(tok string) (*User, error) {
	if tok == "" {
		return nil, errors.New("no token")
	}
	return &User{Name: tok}, nil
}

// userFrom is a project accessor for the caller.
func userFrom(ctx context.Context) *User {
	u, _ := ctx.Value(userKey{}).(*User)
	return u
}

func serve() http.Handler {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("drop"), drop)
	s.AddTool(mcp.NewTool("publish"), publish)
	s.AddTool(mcp.NewTool("purge"), purge)
	s.AddTool(mcp.NewTool("whoami"), whoami)
	s.AddTool(mcp.NewTool("trace"), trace)
	s.AddTool(mcp.NewTool("beta"), beta)
	s.AddTool(mcp.NewTool("rename"), rename)
	s.AddTool(mcp.NewTool("grant"), grant)
	s.AddTool(mcp.NewTool("force"), force)
	s.AddTool(mcp.NewTool("blocked"), blocked)
	return server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(contextFunc))
}

func drop(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	role, _ := ctx.Value(roleKey).(string)
	if role != "admin" {
		return mcp.NewToolResultError("only admins may drop tables"), nil // want `caller authorization failure returned as an isError result, .*mcp-go has no server-side auth`
	}
	return mcp.NewToolResultText("dropped"), nil
}

func publish(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	scopes, _ := ctx.Value(scopesKey).([]string)
	if !slices.Contains(scopes, "docs:publish") {
		return nil, fmt.Errorf("missing scope docs:publish") // want `caller authorization failure returned as an error \(sent as JSON-RPC error -32603\)`
	}
	return mcp.NewToolResultText("published"), nil
}

func purge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !userFrom(ctx).IsAdmin() {
		res := mcp.NewToolResultText("purging needs an administrator")
		res.IsError = true
		return res, nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("purged"), nil
}

// whoami only tests that the caller is there: a presence test of a context
// value is not an authorization decision.
func whoami(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u := userFrom(ctx)
	if u == nil {
		return mcp.NewToolResultError("no user"), nil
	}
	return mcp.NewToolResultText(u.Name), nil
}

// trace decides on a context value that is not identity.
func trace(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, _ := ctx.Value(requestIDKey).(string)
	if id != "abc" {
		return mcp.NewToolResultError("unknown request"), nil
	}
	return mcp.NewToolResultText(id), nil
}

// beta decides on a feature flag in the context.
func beta(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if on, _ := ctx.Value(featureKey).(bool); !on {
		return mcp.NewToolResultError("beta tools are disabled"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// rename denies on the tool's input, not on the caller.
func rename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u := userFrom(ctx)
	name := req.GetString("name", "")
	if name == "root" {
		return mcp.NewToolResultError("root cannot be renamed"), nil
	}
	return mcp.NewToolResultText(u.Name + name), nil
}

// grant reads the caller, then fails for another reason: only the return
// the decision governs is reported.
func grant(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u := userFrom(ctx)
	if u.IsAdmin() {
		if req.GetString("to", "") == "" {
			return mcp.NewToolResultError("to is required"), nil
		}
		return mcp.NewToolResultText("granted"), nil
	}
	return mcp.NewToolResultText("nothing to do"), nil
}

// force denies forced runs to non-admins: the decision is one part of the
// condition.
func force(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	role, _ := ctx.Value(roleKey).(string)
	if req.GetString("mode", "") == "force" && role != "admin" {
		return mcp.NewToolResultError("only admins may force"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("done"), nil
}

// blocked denies inside a loop over the caller's scopes.
func blocked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	scopes, _ := ctx.Value(scopesKey).([]string)
	for _, s := range scopes {
		if s == "deny:blocked" {
			return nil, errors.New("this tool is denied to you") // want `caller authorization failure returned as an error \(sent as JSON-RPC error -32603\)`
		}
	}
	return mcp.NewToolResultText("ok"), nil
}
