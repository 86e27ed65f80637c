// Package localhelper registers tools through local registration helpers:
// func literals bound to a variable (or called directly) whose handler
// parameter reaches an SDK registration. The handlers are what the
// literal's callers in the enclosing function pass.
package localhelper

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type fn = func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)

type app struct {
	s    *server.MCPServer
	seen map[string]fn
}

// logged decorates a handler and passes its error on.
func (a *app) logged(name string, h fn) fn {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		return res, err
	}
}

// soft decorates a handler and turns its error into an isError result.
func soft(h fn) fn {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func (a *app) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `app.search tool="search" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool decorated by logged`
	return nil, errors.New("x")
}

func (a *app) fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `app.fetch tool="fetch" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool decorated by logged`
	return nil, errors.New("x")
}

func (a *app) plain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `app.plain tool="plain" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return nil, errors.New("x")
}

func (a *app) softened(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `app.softened tool="softened" sdk=mcp-go kind=ToolHandlerFunc errors=iserror via=AddTool decorated by soft`
	return nil, errors.New("x")
}

func (a *app) once(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `app.once tool="once" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return nil, errors.New("x")
}

func (a *app) nested(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `app.nested tool="nested" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return nil, errors.New("x")
}

// register uses helpers bound to local variables: one that decorates
// through a variable, one that registers the parameter as it is, one
// that decorates in the argument, one called directly and one called
// from a nested closure.
func (a *app) register() {
	add := func(t mcp.Tool, h fn) {
		w := a.logged(t.Name, h)
		a.s.AddTool(t, w)
		a.seen[t.Name] = w
	}
	add(mcp.NewTool("search"), a.search)
	add(mcp.NewTool("fetch"), a.fetch)

	addPlain := func(t mcp.Tool, h fn) { a.s.AddTool(t, h) }
	addPlain(mcp.NewTool("plain"), a.plain)

	addSoft := func(t mcp.Tool, h fn) { a.s.AddTool(t, soft(h)) }
	addSoft(mcp.NewTool("softened"), a.softened)

	func(t mcp.Tool, h fn) { a.s.AddTool(t, h) }(mcp.NewTool("once"), a.once)

	later := func(t mcp.Tool, h fn) { a.s.AddTool(t, h) }
	run := func() { later(mcp.NewTool("nested"), a.nested) }
	run()
}

// helper is a function of a handler's shape that the helpers below are
// given but never register: no tool.
func (a *app) helper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("x")
}

// notRegistering has local helpers that take a handler and never hand it
// to an SDK registration, and one whose handler parameter is only ever
// given nil: nothing is listed.
func (a *app) notRegistering(ctx context.Context, req mcp.CallToolRequest) {
	call := func(t mcp.Tool, h fn) { _, _ = h(ctx, req) }
	call(mcp.NewTool("called"), a.helper)

	none := func(t mcp.Tool, h fn) { a.s.AddTool(t, h) }
	none(mcp.NewTool("none"), nil)
}

// passedOn hands its helper to another function: the helper's callers
// are not followed (its registration stays unexplained in the note only
// when nothing else is found; here other handlers are).
func (a *app) passedOn() {
	add := func(t mcp.Tool, h fn) { a.s.AddTool(t, h) }
	use(add)
}

func use(func(mcp.Tool, fn)) {}
