package defertools // want package:`autherror deferred under C:autherror/defertools.regionKey=zero, G:autherror/deferlib.RoleKey, G:autherror/deferlib.TeamKey`

// Package defertools has mcp-go handlers that deny on context values whose
// keys nothing here stores: a denial is deferred to the package that
// stores the caller's identity under the key (reported there, at these
// lines), never reported here.

import (
	"context"
	"errors"

	"autherror/ctxvals"
	"autherror/deferlib"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type regionKey struct{}

type traceKey struct{}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("purge"), purge)
	s.AddTool(mcp.NewTool("move"), move)
	s.AddTool(mcp.NewTool("traced"), traced)
	s.AddTool(mcp.NewTool("rename"), rename)
}

// rename denies on the team a generic accessor reads under a key of
// another package.
func rename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if team := ctxvals.Get[string](ctx, deferlib.TeamKey); team == nil || *team != "core" {
		return mcp.NewToolResultError("renaming needs the core team"), nil // deferred, not reported here
	}
	return mcp.NewToolResultText("renamed"), nil
}

// purge denies on the role an accessor of another package reads.
func purge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if deferlib.Role(ctx) != "admin" {
		return mcp.NewToolResultError("purge needs the admin role"), nil // deferred, not reported here
	}
	return mcp.NewToolResultText("purged"), nil
}

// move denies on a value under a key of this package.
func move(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if region, _ := ctx.Value(regionKey{}).(string); region != "eu" {
		return nil, errors.New("moving needs the eu region") // deferred, not reported here
	}
	return mcp.NewToolResultText("moved"), nil
}

// traced only tests a value's presence: no decision, nothing deferred.
func traced(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if ctx.Value(traceKey{}) == nil {
		return mcp.NewToolResultError("no trace"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
