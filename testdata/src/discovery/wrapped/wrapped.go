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
