// Package clienthelper is a test helper around an MCP client: its exported
// CallTool has a handler's signature but is the client side, not a tool.
package clienthelper

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Harness drives a server under test.
type Harness struct{ c *client.Client }

// CallTool calls a tool and fails on an error result.
func (h *Harness) CallTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := h.c.CallTool(ctx, req)
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return nil, errors.New("tool failed")
	}
	return res, nil
}

// Echo has the shape and calls no client: exported for registration
// elsewhere, it is a handler.
func Echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `Echo tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=exported signature routing=where-registered`
	return nil, errors.New("x")
}
