// Command authsrv serves package authtools over streamable HTTP, with the
// caller's role taken from a request header.
package main

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"parity/authtools"
)

func roleFromRequest(ctx context.Context, r *http.Request) context.Context {
	return context.WithValue(ctx, authtools.RoleKey, r.Header.Get("X-User-Role"))
}

func main() {
	s := server.NewMCPServer("auth", "1")
	s.AddTool(mcp.NewTool("purge"), authtools.Purge)
	http.ListenAndServe(":8080", server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(roleFromRequest)))
}
