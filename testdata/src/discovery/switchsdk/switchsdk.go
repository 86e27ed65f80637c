// Package switchsdk is an mcp-go server that also mentions "tools/call"
// (a logging hook compares the method with it): its multi-tool handler
// routes through a helper that switches on the tool name and calls
// functions of the SDK handler's shape. Those are SDK functions, left to
// SDK discovery, not hand-rolled tools.
package switchsdk

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type svc struct{}

func register(s *server.MCPServer, v *svc) {
	s.AddTool(mcp.NewTool("a"), v.multi)
	s.AddTool(mcp.NewTool("b"), v.multi)
}

func logCall(method string) {
	if method == "tools/call" {
		log.Print("tool call")
	}
}

func (v *svc) multi(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `svc.multi tool="a" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return v.route(ctx, req.Params.Name, req)
}

func (v *svc) route(ctx context.Context, name string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch name {
	case "a":
		return v.a(ctx, req)
	}
	return v.b(ctx, req)
}

func (v *svc) a(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("a"), nil
}

func (v *svc) b(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("b"), nil
}
