// Package gosdk exercises handler discovery for go-sdk servers.
package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }
type out struct{ N int }

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	s.AddTool(&mcp.Tool{Name: "low"}, low)
	mcp.AddTool(s, &mcp.Tool{Name: "lit"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) { // want `func literal in register tool="lit" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=AddTool`
		return nil, nil, errors.New("x")
	})
	tool := &mcp.Tool{Name: "var"}
	s.AddTool(tool, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `func literal in register tool="var" sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=AddTool`
		return nil, errors.New("x")
	})
}

func typed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) { // want `typed tool="typed" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=AddTool`
	return nil, out{}, nil
}

func low(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `low tool="low" sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=AddTool`
	return nil, nil
}

// recoverer is a go-sdk receiving middleware: not a tool.
func recoverer(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		return next(ctx, method, req)
	}
}

func install(s *mcp.Server) { s.AddReceivingMiddleware(recoverer) }

// toolErrors converts the error of a tools/call into an isError result and
// forwards every other method unchanged: tools registered with it get
// isError routing.
func toolErrors(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method != "tools/call" {
			return next(ctx, method, req)
		}
		res, err := next(ctx, method, req)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "failed: " + err.Error()}}}, nil
		}
		return res, nil
	}
}
