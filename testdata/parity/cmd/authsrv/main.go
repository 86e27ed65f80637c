// Command authsrv serves package authtools over streamable HTTP, with the
// caller's role and tenant taken from request headers, and the client's
// language.
package main

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"parity/authctx"
	"parity/authroutes"
	"parity/authtools"
)

func fromRequest(ctx context.Context, r *http.Request) context.Context {
	ctx = context.WithValue(ctx, authtools.RoleKey, r.Header.Get("X-User-Role"))
	ctx = context.WithValue(ctx, authctx.TenantKey, r.Header.Get("X-Tenant"))
	return context.WithValue(ctx, authtools.LocaleKey, r.Header.Get("Accept-Language"))
}

func main() {
	s := server.NewMCPServer("auth", "1")
	s.AddTool(mcp.NewTool("purge"), authtools.Purge)
	s.AddTool(mcp.NewTool("export"), authtools.Export)
	s.AddTool(mcp.NewTool("greet"), authtools.Greet)
	authroutes.Register(s)
	http.ListenAndServe(":8080", server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(fromRequest)))
}
