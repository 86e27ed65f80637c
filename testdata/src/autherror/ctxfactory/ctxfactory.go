// Package ctxfactory is an mcp-go HTTP server whose context function is
// made by a factory: the function the server is given calls the one the
// factory returns, which stores the caller's role from the request.
package ctxfactory

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type roleKey struct{}

type traceKey struct{}

// fromRequest returns the context function that reads the caller's role.
func fromRequest() server.HTTPContextFunc {
	return func(ctx context.Context, r *http.Request) context.Context {
		return context.WithValue(ctx, roleKey{}, r.Header.Get("X-User-Role"))
	}
}

// withTrace returns a context function that stores a trace id: not
// identity.
func withTrace() func(context.Context, *http.Request) context.Context {
	return func(ctx context.Context, r *http.Request) context.Context {
		return context.WithValue(ctx, traceKey{}, r.Header.Get("X-Trace-Id"))
	}
}

func serve() http.Handler {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("drop"), drop)
	s.AddTool(mcp.NewTool("traced"), traced)
	return server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(func(c context.Context, r *http.Request) context.Context {
		return withTrace()(fromRequest()(c, r), r)
	}))
}

func drop(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	role, _ := ctx.Value(roleKey{}).(string)
	if role != "admin" {
		return mcp.NewToolResultError("only admins may drop tables"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("dropped"), nil
}

// traced decides on a value that is not the caller's identity.
func traced(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, _ := ctx.Value(traceKey{}).(string)
	if id == "" {
		return mcp.NewToolResultError("no trace id"), nil
	}
	return mcp.NewToolResultText(id), nil
}
