// Package plainhandler holds tool handlers that package mwserver registers
// on a second server without a converting middleware.
package plainhandler

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Fetcher fetches an item.
type Fetcher interface {
	Fetch(ctx context.Context, id string) (string, error)
}

// Get gets one item.
func Get(f Fetcher) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := f.Fetch(ctx, req.GetString("id", ""))
		if err != nil {
			return nil, fmt.Errorf("get: %w", err) // want rpcerror:`-32603`
		}
		return mcp.NewToolResultText(v), nil
	}
}

// Count counts the items.
type Count struct{ F Fetcher }

// Handle counts.
func (c Count) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := c.F.Fetch(ctx, "all"); err != nil {
		return nil, err // want rpcerror:`-32603`
	}
	return mcp.NewToolResultText("3"), nil
}
