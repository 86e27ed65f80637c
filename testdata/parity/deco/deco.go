// Package deco is a third package's decorator: it logs and passes the
// handler's result and error through unchanged.
package deco

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Logged logs each call of h.
func Logged(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		log.Printf("call %s", req.Params.Name)
		return h(ctx, req)
	}
}
