// Package authtools holds tools that read the caller's role from a context
// key it declares; the HTTP layer that stores the role there is package
// main (cmd/authsrv), which imports this one: only that package knows the
// key holds the caller's identity.
package authtools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type ctxKey struct{}

// RoleKey is where the HTTP layer stores the caller's role.
var RoleKey = ctxKey{}

// Purge deletes the index; only admins may.
func Purge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	role, _ := ctx.Value(RoleKey).(string)
	if role != "admin" {
		return mcp.NewToolResultError("purge needs the admin role"), nil // want autherror:`403`
	}
	return mcp.NewToolResultText("purged"), nil
}
