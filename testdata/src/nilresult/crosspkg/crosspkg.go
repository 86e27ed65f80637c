// Package crosspkg exercises nilresult where a helper of another package
// returns the handler's (nil, nil).
package crosspkg

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"nilresult/crosspkg/lib"
)

func register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("missing"), missing)
	m.AddTool(mcp.NewTool("lookup"), lookup)
	m.AddTool(mcp.NewTool("checked"), checked)
	m.AddTool(mcp.NewTool("fetch"), fetch)
	m.AddTool(mcp.NewTool("fail"), fail)
	for name, h := range map[string]server.ToolHandlerFunc{"registered": registered} {
		m.AddTool(mcp.NewTool(name), h)
	}
}

// registered is kept in a registry of SDK handlers that are registered as
// they are: its nil result reaches the SDK.
func registered(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("name", "") == "" {
		return nil, nil // want `returns a nil result with a nil error`
	}
	return mcp.NewToolResultText("ok"), nil
}

func missing(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return lib.Missing() // want `returns a nil result with a nil error`
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return lib.Lookup(req.GetString("name", "")) // want `returns a nil result with a nil error`
}

// checked returns the helper's result only when it is not nil.
func checked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := lib.Lookup(req.GetString("name", ""))
	if err != nil || res == nil {
		return mcp.NewToolResultError("unknown name"), nil
	}
	return res, nil
}

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return lib.Fetch(req.GetString("name", ""))
}

func fail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("name", "") == "" {
		return lib.Fail(context.Canceled)
	}
	return mcp.NewToolResultText("ok"), nil
}
