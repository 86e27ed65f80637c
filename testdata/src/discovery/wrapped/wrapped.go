// Package wrapped registers tools through the adapters of package wrapperlib.
package wrapped

import (
	"context"
	"errors"

	"discovery/wrapperlib"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }

func register(s *gomcp.Server, m *server.MCPServer) {
	s.AddTool(&gomcp.Tool{Name: "fwd"}, wrapperlib.Forward(search))
	m.AddTool(mcp.NewTool("conv"), wrapperlib.Convert(func(ctx context.Context, req mcp.CallToolRequest) (string, error) { // want `func literal in register tool="conv" sdk=mcp-go kind=none errors=iserror via=wrapper Convert`
		return "", errors.New("x")
	}))
	wrapperlib.Register(s, &gomcp.Tool{Name: "reg"}, typed)
}

func search(ctx context.Context, req *gomcp.CallToolRequest, q in) (*gomcp.CallToolResult, error) { // want `search tool="fwd" sdk=go-sdk kind=none errors=jsonrpc\(0\) via=wrapper Forward`
	return nil, errors.New("x")
}

func typed(ctx context.Context, req *gomcp.CallToolRequest, q in) (*gomcp.CallToolResult, any, error) { // want `typed tool="reg" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=wrapper Register`
	return nil, nil, nil
}

var lowered = wrapperlib.WithDeps("deps", func(ctx context.Context, deps string, req *gomcp.CallToolRequest, q in) (*gomcp.CallToolResult, any, error) { // want `func literal in init tool=\? sdk=go-sdk kind=none errors=jsonrpc\(0\) via=wrapper WithDeps`
	return nil, nil, errors.New(deps)
})

var built = wrapperlib.Build(func(args map[string]any) (string, error) { // want `func literal in init tool=\? sdk=mcp-go kind=none errors=iserror via=wrapper Build`
	return "", errors.New("a tool function the wrapper adapts")
})

type item struct{ Name string }

type catalog struct{ items map[string]item }

func (c *catalog) lookup(ctx context.Context, q in) (*item, error) { // want `catalog.lookup tool="lookup" sdk=go-sdk kind=none errors=iserror via=wrapper Adapt`
	it, ok := c.items[q.Q]
	if !ok {
		return nil, errors.New("no item " + q.Q)
	}
	return &it, nil
}

func (c *catalog) count(ctx context.Context, name string) (int, error) {
	return len(c.items), nil
}

func registerCatalog(s *gomcp.Server, m *server.MCPServer, c *catalog) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "lookup"}, wrapperlib.Adapt(c.lookup))
	m.AddTool(mcp.NewTool("tally"), wrapperlib.Tally(c.count)) // want `result 0 of discovery/wrapperlib.Tally tool="tally" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool imported`
}
