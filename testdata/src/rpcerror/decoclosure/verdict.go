package decoclosure

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// bucket answers (false, its reason) when it is empty.
type bucket struct{ left int }

func (b *bucket) take() (bool, error) {
	b.left--
	if b.left < 0 {
		return false, errors.New("bucket empty")
	}
	return true, nil
}

// session fails when the request cannot be set up.
func session(req mcp.CallToolRequest) (string, error) {
	id := req.GetString("session", "")
	if id == "" {
		return "", errors.New("no session")
	}
	return id, nil
}

type limiter struct{ b *bucket }

// wrapLimited refuses with the bucket's reason: the limit's own decision,
// however the reason is passed on.
func (l *limiter) wrapLimited(name string, next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		allowed, err := l.b.take()
		if !allowed {
			return nil, fmt.Errorf("limit reached for %s: %w", name, err) // want `tool middleware wrapLimited returns an error that mcp-go sends as JSON-RPC error -32603 for every tool call it stops`
		}
		return next(ctx, req)
	}
}

// gateLimited passes the bucket's reason on as it is.
func (l *limiter) gateLimited(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if ok, err := l.b.take(); !ok {
			return nil, err // want `tool middleware gateLimited returns an error that mcp-go sends as JSON-RPC error -32603`
		}
		return next(ctx, req)
	}
}

// withSession fails when it cannot set the request up: the server's own
// failure, not a decision of the middleware's.
func withSession(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := session(req); err != nil {
			return nil, fmt.Errorf("session: %w", err)
		}
		return next(ctx, req)
	}
}

func echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.GetString("text", "")), nil
}

// registerLimited applies wrapLimited only when a limiter is configured:
// the decorated value and the bare one meet at the registration.
func registerLimited(s *server.MCPServer, l *limiter) {
	h := server.ToolHandlerFunc(echo)
	if l != nil {
		h = l.wrapLimited("echo", h)
	}
	s.AddTool(mcp.NewTool("echo"), h)
	s.AddTool(mcp.NewTool("echo_gated"), l.gateLimited(echo))
	s.AddTool(mcp.NewTool("echo_session"), withSession(echo))
}
