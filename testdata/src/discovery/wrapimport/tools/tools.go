// Package tools holds the tool functions, given the API client.
package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// Client is the API client.
type Client struct{}

// HandleGetSeries answers get_series.
func HandleGetSeries(ctx context.Context, c *Client, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if c == nil {
		return nil, errors.New("no client")
	}
	return mcp.NewToolResultText("series"), nil
}

// HandleSearch answers search.
func HandleSearch(ctx context.Context, c *Client, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("found"), nil
}
