package localhelper

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// entry pairs a tool with its handler.
type entry struct {
	tool    mcp.Tool
	handler fn
}

// softEntry is a record whose handlers are registered decorated by soft.
type softEntry struct {
	tool    mcp.Tool
	handler fn
}

func listA(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `listA tool="list_a" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=field entry.handler`
	return nil, errors.New("x")
}

func listB(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `listB tool="list_b" sdk=mcp-go kind=ToolHandlerFunc errors=iserror via=field softEntry.handler`
	return nil, errors.New("x")
}

// registerAll hands a local helper a slice of records it registers in a
// loop, one through a converting decorator.
func registerAll(s *server.MCPServer) {
	addAll := func(es []entry) {
		for _, e := range es {
			s.AddTool(e.tool, e.handler)
		}
	}
	addAll([]entry{{tool: mcp.NewTool("list_a"), handler: listA}})
	addSoft := func(es []softEntry) {
		for _, e := range es {
			s.AddTool(e.tool, soft(e.handler))
		}
	}
	addSoft([]softEntry{{tool: mcp.NewTool("list_b"), handler: listB}})
}

// oneEntry is a record whose fields a loop hands to a local helper one by
// one.
type oneEntry struct {
	tool    mcp.Tool
	handler fn
}

func listC(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `listC tool="list_c" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=field oneEntry.handler`
	return nil, errors.New("x")
}

func registerEach(s *server.MCPServer) {
	add := func(t mcp.Tool, h fn) { s.AddTool(t, h) }
	for _, e := range []oneEntry{{tool: mcp.NewTool("list_c"), handler: listC}} {
		add(e.tool, e.handler)
	}
}
