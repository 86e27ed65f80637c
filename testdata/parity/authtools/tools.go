// Package authtools holds tools that read the caller's role from a context
// key it declares and the caller's tenant through package authctx's
// accessor; the HTTP layer that stores both is package main
// (cmd/authsrv), which imports this one: only that package knows the keys
// hold the caller's identity.
package authtools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"

	"parity/authctx"
)

type ctxKey struct{}

// RoleKey is where the HTTP layer stores the caller's role.
var RoleKey = ctxKey{}

type localeKey struct{}

// LocaleKey is where the HTTP layer stores the client's language: not
// the caller's identity.
var LocaleKey = localeKey{}

// Purge deletes the index; only admins may.
func Purge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	role, _ := ctx.Value(RoleKey).(string)
	if role != "admin" {
		return mcp.NewToolResultError("purge needs the admin role"), nil // want autherror:`403`
	}
	return mcp.NewToolResultText("purged"), nil
}

// Export exports the tenant's data; only the acme tenant may.
func Export(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if authctx.Tenant(ctx) != "acme" {
		return nil, errors.New("export is for the acme tenant only") // want autherror:`403` rpcerror:`-32603`
	}
	return mcp.NewToolResultText("exported"), nil
}

// Greet answers in English only: a decision on the client's language,
// which is no identity, whatever key it is stored under.
func Greet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if lang, _ := ctx.Value(LocaleKey).(string); lang != "en" {
		return mcp.NewToolResultError("only English is supported"), nil
	}
	return mcp.NewToolResultText("hello"), nil
}
