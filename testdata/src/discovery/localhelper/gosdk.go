package localhelper

import (
	"context"
	"errors"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type query struct{ Q string }

type typedFn = func(context.Context, *gosdk.CallToolRequest, query) (*gosdk.CallToolResult, any, error)

type lowFn = func(context.Context, *gosdk.CallToolRequest) (*gosdk.CallToolResult, error)

func typedA(ctx context.Context, req *gosdk.CallToolRequest, q query) (*gosdk.CallToolResult, any, error) { // want `typedA tool="typed_a" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=AddTool`
	return nil, nil, errors.New("x")
}

func typedNamed(ctx context.Context, req *gosdk.CallToolRequest, q query) (*gosdk.CallToolResult, any, error) { // want `typedNamed tool="typed_named" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=AddTool`
	return nil, nil, errors.New("x")
}

func lowA(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) { // want `lowA tool="low_a" sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=AddTool`
	return nil, errors.New("x")
}

// registerSDK registers through local helpers: the generic mcp.AddTool
// given a parameter of an unnamed function type and of the SDK's named
// handler type, and the low-level Server.AddTool.
func registerSDK(s *gosdk.Server) {
	addTyped := func(t *gosdk.Tool, h typedFn) { gosdk.AddTool(s, t, h) }
	addTyped(&gosdk.Tool{Name: "typed_a"}, typedA)

	addNamed := func(t *gosdk.Tool, h gosdk.ToolHandlerFor[query, any]) { gosdk.AddTool(s, t, h) }
	addNamed(&gosdk.Tool{Name: "typed_named"}, typedNamed)

	addLow := func(t *gosdk.Tool, h lowFn) { s.AddTool(t, h) }
	addLow(&gosdk.Tool{Name: "low_a"}, lowA)
}

// typedHelper has a handler's shape; the helper it is given to only
// calls it.
func typedHelper(ctx context.Context, req *gosdk.CallToolRequest, q query) (*gosdk.CallToolResult, any, error) {
	return nil, nil, errors.New("x")
}

func notRegisteringSDK(ctx context.Context, req *gosdk.CallToolRequest) {
	run := func(t *gosdk.Tool, h typedFn) { _, _, _ = h(ctx, req, query{}) }
	run(&gosdk.Tool{Name: "run"}, typedHelper)
}
