// Package decorators builds each tool's handler through a chain of
// decorators over the project's own handler type and adapts the result to
// the SDK: discovery follows the value through every decorator to the
// functions that flow in, and composes their routing.
package decorators

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Handler is the project's handler type.
type Handler func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)

type srv struct{ m *server.MCPServer }

// validate checks arguments and passes the error of next on.
func (s *srv) validate(next Handler) Handler {
	return func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
		if args == nil {
			return nil, errors.New("no arguments")
		}
		return next(ctx, args)
	}
}

// recoverer turns panics into isError results; errors pass unchanged.
func (s *srv) recoverer(next Handler) Handler {
	return func(ctx context.Context, args map[string]any) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = mcp.NewToolResultError(fmt.Sprint(r))
			}
		}()
		return next(ctx, args)
	}
}

// soften turns the error of next into an isError result.
func soften(next Handler) Handler {
	return func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
		res, err := next(ctx, args)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

// adapt hands a project handler to the SDK, forwarding its error.
func adapt(h Handler) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(ctx, req.GetArguments())
	}
}

func (s *srv) add(name string, h Handler) {
	h = s.validate(h)
	h = s.recoverer(h)
	s.m.AddTool(mcp.NewTool(name), adapt(h))
}

func (s *srv) register() {
	s.add("search", s.search)
	s.add("fetch", fetch)
	s.m.AddTool(mcp.NewTool("soft"), adapt(soften(s.validate(soft))))
	s.m.AddTool(mcp.NewTool("logged"), logging(logged))
}

func (s *srv) search(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) { // want `srv.search tool=\? sdk=mcp-go kind=none errors=jsonrpc\(-32603\) via=wrapper add decorated by validate, recoverer`
	return nil, errors.New("upstream failed")
}

func fetch(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) { // want `fetch tool=\? sdk=mcp-go kind=none errors=jsonrpc\(-32603\) via=wrapper add decorated by validate, recoverer`
	return nil, errors.New("upstream failed")
}

func soft(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) { // want `soft tool="soft" sdk=mcp-go kind=none errors=iserror via=wrapper adapt decorated by validate, soften`
	return nil, errors.New("upstream failed")
}

// logging is SDK middleware applied by hand: the tool is what it wraps.
func logging(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return next(ctx, req)
	}
}

func logged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `logged tool="logged" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool decorated by logging`
	return nil, errors.New("x")
}

// withLogger recovers from panics and logs; the results are written only
// when recovering, so a returned error passes unchanged.
func withLogger(name string, h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		ctx = context.WithValue(ctx, name, name)
		defer func() {
			if r := recover(); r != nil {
				fmt.Println(name, r, ctx)
				res, err = nil, fmt.Errorf("panic: %v", r)
			}
		}()
		return h(ctx, req)
	}
}

// withCleanup replaces the error on every return: what the caller gets
// is not known statically.
func withCleanup(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if err != nil {
				res, err = mcp.NewToolResultError(err.Error()), nil
			}
		}()
		return h(ctx, req)
	}
}

func registerCleanup(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("cleanup"), withCleanup(cleanup))
}

func cleanup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `cleanup tool="cleanup" sdk=mcp-go kind=ToolHandlerFunc errors=unknown via=AddTool decorated by withCleanup`
	return nil, errors.New("x")
}

func registerLogged(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("info"), withLogger("info", info))
}

func info(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `info tool="info" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool decorated by withLogger`
	return nil, errors.New("x")
}
