// Package mcpgo exercises handler discovery for mcp-go servers.
package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type deps struct{ db string }

func register(s *server.MCPServer, d *deps) {
	s.AddTool(mcp.NewTool("literal"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `func literal in register tool="literal" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
		return mcp.NewToolResultText("ok"), nil
	})

	tool := mcp.NewTool("named")
	s.AddTool(tool, named)

	s.AddTool(mcp.Tool{Name: "method"}, d.method)

	s.AddTools(
		server.ServerTool{Tool: mcp.NewTool("typed"), Handler: mcp.NewTypedToolHandler(typed)},
		server.ServerTool{Tool: mcp.NewTool("structured"), Handler: mcp.NewStructuredToolHandler(structured)},
	)

	t, h := factory(d)
	s.AddTool(t, h)

	for _, st := range []server.ServerTool{{Tool: mcp.NewTool("inslice"), Handler: inSlice}} {
		s.AddTools(st)
	}
	m := map[string]server.ToolHandlerFunc{"inmap": inMap}
	for name, h := range m {
		s.AddTool(mcp.NewTool(name), h)
	}

	var declared server.ToolHandlerFunc = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `func literal in register tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=type server.ToolHandlerFunc`
		return nil, errors.New("x")
	}
	_ = declared
}

func named(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `named tool="named" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return mcp.NewToolResultText("ok"), nil
}

func (d *deps) method(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `deps.method tool="method" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return d.helper(ctx, req)
}

// helper is reached by delegation: its returns are the handler's.
func (d *deps) helper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `deps.helper tool="method" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=delegate of deps.method`
	return nil, errors.New("boom")
}

type args struct{ Q string }

func typed(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) { // want `typed tool="typed" sdk=mcp-go kind=TypedToolHandlerFunc errors=jsonrpc\(-32603\) via=ServerTool`
	return nil, errors.New("x")
}

type out struct{ N int }

func structured(ctx context.Context, req mcp.CallToolRequest, a args) (out, error) { // want `structured tool="structured" sdk=mcp-go kind=StructuredToolHandlerFunc errors=iserror via=ServerTool`
	return out{}, errors.New("x")
}

// factory returns a tool with its handler, as many real servers do.
func factory(d *deps) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("factory"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `func literal in factory tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
		return nil, errors.New(d.db)
	}
}

func inSlice(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `inSlice tool="inslice" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=ServerTool`
	return nil, nil
}

func inMap(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `inMap tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=registry server.ToolHandlerFunc`
	return nil, nil
}

// ExportedHandler has exactly the SDK handler shape: it is registered by
// another package.
func ExportedHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `ExportedHandler tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=exported signature routing=where-registered`
	return nil, nil
}

// notRegistered has the shape but nothing registers it: not a handler.
func notRegistered(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

// logging is middleware, not a tool; its inner closure is not a tool either.
func logging(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return next(ctx, req)
	}
}

func newServer() *server.MCPServer {
	return server.NewMCPServer("x", "1", server.WithToolHandlerMiddleware(logging))
}

// notAHandler has a similar but different shape.
func notAHandler(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	return nil, nil
}

var _ = notRegistered
var _ = notAHandler

// handlerFactory builds handlers from dependencies.
type handlerFactory func(deps any) server.ToolHandlerFunc

// withTiming is middleware over factories: the closure it builds calls the
// handler it was given and returns its error, so it is not a tool.
func withTiming(next handlerFactory) handlerFactory {
	return func(deps any) server.ToolHandlerFunc {
		h := next(deps)
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := h(ctx, req)
			return res, err
		}
	}
}

// NewSearchHandler is an exported factory whose result has the handler
// shape without naming the SDK type: another package registers what it
// returns.
func NewSearchHandler(d *deps) func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `func literal in NewSearchHandler tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=returned by NewSearchHandler routing=where-registered`
		return nil, errors.New(d.db)
	}
}

// newLocalHandler is not exported: what it returns is a handler only where
// it is registered.
func newLocalHandler() func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, nil
	}
}

var _ = newLocalHandler

type store struct{}

func (store) names() ([]string, error) { return nil, nil }

// Listing returns a store method's error as its own: the store method is
// not a tool.
func (d *deps) Listing(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `deps.Listing tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=exported signature routing=where-registered`
	names, err := store{}.names()
	if err != nil {
		return nil, err
	}
	_ = names
	return mcp.NewToolResultText("ok"), nil
}
