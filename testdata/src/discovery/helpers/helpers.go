// Package helpers has handlers that return the results of helpers with a
// handler's result list: the helpers are not tools (their failures are
// the handler's, reported at the handler's return), and a pass-through
// adapter that calls the handler it is given is a wrapper, not a tool.
package helpers

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type svc struct{ db string }

func register(s *server.MCPServer, d *svc) {
	s.AddTool(getTool(), d.get)
	s.AddTool(namedTool("stats", "database statistics"), d.stats)
	s.AddTool(prefixedTool("size"), d.size)
	s.AddTool(mcp.NewTool("list"), d.list)
	// The closures only adapt: the functions they hand to call and soften
	// are the tools.
	s.AddTool(mcp.NewTool("search"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return call(ctx, req, d.search)
	})
	s.AddTool(mcp.NewTool("soft"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return soften(ctx, req, d.count)
	})
	s.AddTool(mcp.NewTool("typed"), mcp.NewTypedToolHandler(d.typed))
	s.AddTool(mcp.NewTool("orders"), d.orders)
}

func (d *svc) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `svc.get tool="get" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	if d.db == "" {
		return ErrorResult(errors.New("no database"))
	}
	return marshalResponse(map[string]string{"db": d.db})
}

func (d *svc) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `svc.list tool="list" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return d.fetch(ctx, "/items")
}

// fetch takes the handler's context and a path: a helper, not a tool,
// although its parameters match mcp-go's typed handler shape.
func (d *svc) fetch(ctx context.Context, path string) (*mcp.CallToolResult, error) {
	if path == "" {
		return nil, errors.New("no path")
	}
	return mcp.NewToolResultText(path), nil
}

// Fetch is exported with mcp-go's typed shape (the third parameter is a
// path) and only serves the handlers of this package as a helper.
func (d *svc) Fetch(ctx context.Context, req mcp.CallToolRequest, path string) (*mcp.CallToolResult, error) {
	return d.fetch(ctx, path)
}

func (d *svc) typed(ctx context.Context, req mcp.CallToolRequest, a struct{ Path string }) (*mcp.CallToolResult, error) { // want `svc.typed tool="typed" sdk=mcp-go kind=TypedToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return d.Fetch(ctx, req, a.Path)
}

func (d *svc) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `svc.search tool="search" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=wrapper call`
	return nil, errors.New("no index")
}

func (d *svc) count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `svc.count tool="soft" sdk=mcp-go kind=ToolHandlerFunc errors=iserror via=wrapper soften`
	return nil, errors.New("no rows")
}

// marshalResponse is a marshalling helper with a handler's result list.
func marshalResponse(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

// ErrorResult builds an isError result: exported, but not a tool.
func ErrorResult(err error) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError(err.Error()), nil
}

// call is a pass-through adapter: it runs the handler it is given and
// returns what it returns; the handler that returns call's results decides
// where the error goes.
func call(ctx context.Context, req mcp.CallToolRequest, fn func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)) (*mcp.CallToolResult, error) {
	return fn(ctx, req)
}

// soften runs the handler it is given and turns its error into an isError
// result.
func soften(ctx context.Context, req mcp.CallToolRequest, fn server.ToolHandlerFunc) (*mcp.CallToolResult, error) {
	res, err := fn(ctx, req)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return res, nil
}

type session struct{ user string }

// withSession answers its own failures with isError results and otherwise
// returns what fn returns: a pass-through adapter.
func (d *svc) withSession(ctx context.Context, fn func(*session) (*mcp.CallToolResult, error)) (*mcp.CallToolResult, error) {
	if d.db == "" {
		return mcp.NewToolResultError("log in first"), nil
	}
	return fn(&session{user: d.db})
}

func (d *svc) orders(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `svc.orders tool="orders" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("id is required"), nil
	}
	return d.withSession(ctx, func(s *session) (*mcp.CallToolResult, error) { // want `func literal in svc.orders tool="orders" sdk=mcp-go kind=none errors=jsonrpc\(-32603\) via=wrapper withSession`
		if s.user == "" {
			return nil, errors.New("no orders")
		}
		return mcp.NewToolResultText(s.user), nil
	})
}

// namedTool defines a tool named by its caller: "stats" at the
// registration.
func namedTool(name, description string) mcp.Tool {
	return mcp.Tool{Name: name, Description: description}
}

// prefixedTool changes the name it is given: its callers' constants are
// not the name.
func prefixedTool(name string) mcp.Tool {
	name = "db_" + name
	return mcp.NewTool(name)
}

func (d *svc) stats(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `svc.stats tool="stats" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return mcp.NewToolResultText(d.db), nil
}

func (d *svc) size(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `svc.size tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return mcp.NewToolResultText(d.db), nil
}

// getTool defines the "get" tool: the registration names it through this
// function.
func getTool() mcp.Tool {
	return mcp.NewTool("get", mcp.WithDescription("get the database name"))
}
