// Package ctortools builds go-sdk tool handlers in constructors; some apply
// a wrapper that turns the inner function's error into an isError result,
// and package main registers what the constructors return.
package ctortools

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Client is the upstream client.
type Client struct{ Down bool }

func (c *Client) call(ctx context.Context) (string, error) {
	if c.Down {
		return "", errors.New("upstream unavailable")
	}
	return "ok", nil
}

// convertErrors answers the inner handler's error with an isError result.
func convertErrors(h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
		return res, nil
	}
}

// NewList returns the list tool's handler, its errors converted.
func NewList(c *Client) mcp.ToolHandler {
	return convertErrors(func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := c.call(ctx)
		if err != nil {
			return nil, err // fine: convertErrors makes it an isError result
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: v}}}, nil
	})
}

// NewGet returns the get tool's handler, unconverted.
func NewGet(c *Client) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := c.call(ctx)
		if err != nil {
			return nil, err // want rpcerror:`code 0`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: v}}}, nil
	}
}
