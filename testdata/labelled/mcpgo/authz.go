package main

import (
	"context"
	"errors"
	"net/http"
	"os"
	"slices"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/authz/ident"
	"labelled/mcpgo/authz/tools"
)

// authzServer serves the tools of package tools and of this file over
// HTTP: the context function builds the caller from the gateway's headers.
func authzServer(t *tools.Tools) http.Handler {
	m := server.NewMCPServer("authz", "1.0.0")
	tools.Register(m, t)
	m.AddTool(mcp.NewTool("purgeCache"), purgeCache)
	m.AddTool(mcp.NewTool("grantRole"), grantRole)
	m.AddTool(mcp.NewTool("viewBilling"), viewBilling)
	m.AddTool(mcp.NewTool("listCaches"), listCaches)
	m.AddTool(mcp.NewTool("logCaller"), logCaller)
	h := server.NewStreamableHTTPServer(m, server.WithHTTPContextFunc(authzContext))
	return requireScope("mcp:use", h)
}

// authzContext stores the caller, the caller's team, the request id, the
// feature flags and the tenant in the context.
func authzContext(ctx context.Context, r *http.Request) context.Context {
	if u, err := verifyBearer(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")); err == nil {
		ctx = ident.WithUser(ctx, u)
	}
	ctx = context.WithValue(ctx, tools.TeamKey, r.Header.Get("X-User-Team"))
	ctx = ident.WithRequestID(ctx, r.Header.Get("X-Request-Id"))
	ctx = ident.WithFlags(ctx, strings.Split(os.Getenv("FEATURES"), ","))
	return ident.WithTenant(ctx, os.Getenv("TENANT"))
}

// verifyBearer stands for the token verifier.
func verifyBearer(tok string) (*ident.User, error) {
	if tok == "" {
		return nil, errors.New("no token")
	}
	parts := strings.Split(tok, ".")
	return &ident.User{ID: parts[0], Roles: strings.Split(parts[1], ","), Scopes: strings.Split(parts[2], ",")}, nil
}

// requireScope is HTTP middleware that answers a missing scope with 403
// and the insufficient_scope challenge: the right place.
func requireScope(scope string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !slices.Contains(strings.Fields(r.Header.Get("X-Granted-Scopes")), scope) {
			w.Header().Set("WWW-Authenticate", `Bearer error="insufficient_scope", scope="`+scope+`"`) // ok autherror
			http.Error(w, "insufficient scope", http.StatusForbidden)                                  // ok autherror
			return                                                                                     // ok autherror
		}
		next.ServeHTTP(w, r)
	})
}

func purgeCache(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Header.Get("X-User-Role") != "admin" {
		return mcp.NewToolResultError("purging the cache needs the admin role"), nil // want autherror:`returned as an isError result`
	}
	return mcp.NewToolResultText("purged"), nil
}

// hasRole reports whether the gateway granted role.
func hasRole(h http.Header, role string) bool {
	for _, r := range strings.Split(h.Get("X-User-Roles"), ",") {
		if strings.TrimSpace(r) == role {
			return true
		}
	}
	return false
}

func grantRole(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !hasRole(req.Header, "owner") {
		return nil, errors.New("only owners can grant roles") // want autherror:`returned as an error \(sent as JSON-RPC error -32603\)` rpcerror:`JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("granted"), nil
}

func viewBilling(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u := ident.UserFrom(ctx)
	switch {
	case u == nil:
		return mcp.NewToolResultError("sign in first"), nil // ok autherror
	case !slices.Contains(u.Roles, "billing"):
		return mcp.NewToolResultError("you cannot see billing"), nil // want autherror:`returned as an isError result`
	}
	return mcp.NewToolResultText("billing"), nil
}

// listCaches denies on its input only.
func listCaches(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	region := req.GetString("region", "")
	if region != "eu" && region != "us" {
		return mcp.NewToolResultError("unknown region " + region + ": use eu or us"), nil // ok autherror
	}
	return mcp.NewToolResultText(region), nil
}

// logCaller logs the caller and fails for another reason.
func logCaller(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u := ident.UserFrom(ctx)
	println("call by", u.ID, req.Header.Get("X-User-Role"))
	if req.GetString("message", "") == "" {
		return mcp.NewToolResultError("message is required"), nil // ok autherror
	}
	return mcp.NewToolResultText("logged"), nil
}
