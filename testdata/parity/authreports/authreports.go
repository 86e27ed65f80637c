// Package authreports holds a tool that reads the caller's tenant through
// package authctx's accessor. Package main (cmd/authsrv), which stores the
// tenant, imports this package only through authroutes: the tool's
// finding still reaches it.
package authreports

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"parity/authctx"
)

// Report builds the tenant's report; only the acme tenant may.
func Report(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if authctx.Tenant(ctx) != "acme" {
		return mcp.NewToolResultError("reports are for the acme tenant only"), nil // want autherror:`403`
	}
	return mcp.NewToolResultText("report"), nil
}
