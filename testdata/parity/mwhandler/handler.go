// Package mwhandler holds tool handlers as methods; the server that
// registers them (package mwserver) installs a middleware that turns every
// returned error into an isError result.
package mwhandler

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// API is the upstream service.
type API interface {
	Do(ctx context.Context) error
}

// H serves the list tool.
type H struct{ API API }

// List lists the items.
func (h *H) List(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := h.API.Do(ctx); err != nil {
		return nil, fmt.Errorf("list: %w", err) // fine: mwserver's middleware makes it an isError result
	}
	return mcp.NewToolResultText("ok"), nil
}
