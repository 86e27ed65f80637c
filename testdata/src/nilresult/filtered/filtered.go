// Package filtered exercises nilresult where a helper's (nil, nil) is
// filtered by the handler: a check helper whose result the handler tests,
// a guard whose other result it branches on, an error helper called with
// a checked error, and a helper whose nil result the caller's own test
// excludes.
package filtered

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("checked"), checked)
	m.AddTool(mcp.NewTool("guarded"), guarded)
	m.AddTool(mcp.NewTool("handled"), handled)
	m.AddTool(mcp.NewTool("unhandled"), unhandled)
	m.AddTool(mcp.NewTool("passed"), passed)
}

// check has a handler's signature; (nil, nil) means "go on".
func check(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if ctx.Err() != nil {
		return mcp.NewToolResultError("cancelled"), nil
	}
	return nil, nil
}

func checked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if res, err := check(ctx, req); res != nil || err != nil {
		return res, err
	}
	return mcp.NewToolResultText("done"), nil
}

func guard(ctx context.Context) (*mcp.CallToolResult, bool) {
	if ctx.Value("role") != "admin" {
		return mcp.NewToolResultError("admins only"), true
	}
	return nil, false
}

func guarded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if res, denied := guard(ctx); denied {
		return res, nil
	}
	return mcp.NewToolResultText("done"), nil
}

func handle(err error) (*mcp.CallToolResult, error) {
	if err == nil {
		return nil, nil
	}
	if isUser(err) {
		return userResult(err), nil
	}
	return mcp.NewToolResultError("internal failure"), nil
}

func isUser(err error) bool { return strings.HasPrefix(err.Error(), "bad ") }

func userResult(err error) *mcp.CallToolResult {
	if !isUser(err) {
		return nil
	}
	return mcp.NewToolResultError(err.Error())
}

func load(ctx context.Context) error { return errors.New("bad input") }

func handled(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := load(ctx); err != nil {
		return handle(err)
	}
	return mcp.NewToolResultText("done"), nil
}

func unhandled(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return handle(load(ctx)) // want `returns a nil result with a nil error`
}

// maybe returns (nil, nil) when nothing is found, and passed returns its
// pair unchanged: a delegate, whose (nil, nil) is reported where it is.
func maybe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if ctx.Value("q") == nil {
		return nil, nil // want `returns a nil result with a nil error`
	}
	return mcp.NewToolResultText("found"), nil
}

func passed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return maybe(ctx, req)
}
