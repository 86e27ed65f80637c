// Package adapters exercises registered adapters: a function literal
// registered with the SDK that calls a handler value built elsewhere
// (decorated, captured) and returns or converts its error. The functions
// that value holds are the tools; the adapter is not.
package adapters

import (
	"context"
	"errors"
	"fmt"

	gomcp "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type anyHandler = func(ctx context.Context, req *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error)

type hook interface {
	After(ctx context.Context, res *mcp.CallToolResult, err error) (*mcp.CallToolResult, error)
}

type toolkit struct{ hooks []hook }

// wrap decorates a handler with hooks that see its error.
func (t *toolkit) wrap(name string, h anyHandler) anyHandler {
	if len(t.hooks) == 0 {
		return h
	}
	return func(ctx context.Context, req *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error) {
		res, out, err := h(ctx, req, in)
		for _, hk := range t.hooks {
			res, _ = hk.After(ctx, res, err)
		}
		return res, out, nil
	}
}

type browseIn struct{ Path string }
type browseOut struct{ Names []string }

func (t *toolkit) registerBrowse(s *mcp.Server) {
	base := func(ctx context.Context, req *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error) { // want `func literal in toolkit.registerBrowse tool="browse" sdk=go-sdk kind=ToolHandlerFor errors=unknown via=AddTool decorated by wrap`
		return nil, nil, errors.New("x")
	}
	wrapped := t.wrap("browse", base)
	mcp.AddTool(s, &mcp.Tool{Name: "browse"}, func(ctx context.Context, req *mcp.CallToolRequest, in browseIn) (*mcp.CallToolResult, *browseOut, error) {
		res, out, err := wrapped(ctx, req, in)
		if typed, ok := out.(*browseOut); ok {
			return res, typed, err
		}
		return res, nil, err
	})
}

// forwarding: an mcp-go adapter returns the error of the handler it
// calls, so the handler's errors are JSON-RPC errors.
func forwarding(s *server.MCPServer) {
	h := search
	s.AddTool(gomcp.NewTool("search"), func(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return nil, err
		}
		return res, nil
	})
}

// wrapping: an adapter that makes an error of its own from the error of
// the function it calls is the handler; the function is its helper.
func wrapping(s *server.MCPServer) {
	h := lookupUser
	s.AddTool(gomcp.NewTool("user"), func(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) { // want `func literal in wrapping tool="user" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
		res, err := h(ctx, req)
		if err != nil {
			return nil, fmt.Errorf("user: %w", err)
		}
		return res, nil
	})
}

func lookupUser(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return nil, errors.New("x")
}

func search(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) { // want `search tool="search" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return nil, errors.New("x")
}

// converting: an mcp-go adapter turns the error of the handler it calls
// into an isError result.
func converting(s *server.MCPServer) {
	h := func(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) { // want `func literal in converting tool="fetch" sdk=mcp-go kind=ToolHandlerFunc errors=iserror via=AddTool`
		return nil, errors.New("x")
	}
	s.AddTool(gomcp.NewTool("fetch"), func(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return gomcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	})
}

// lookup: an adapter that calls a handler looked up by name in a map
// names no function here; nothing is listed for it.
func lookup(s *server.MCPServer, byName map[string]server.ToolHandlerFunc) {
	s.AddTool(gomcp.NewTool("any"), func(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
		return byName[req.Params.Name](ctx, req)
	})
}

// withStore adapts a tool function that is given a store: its first
// parameter is the store's getter, whose error it answers itself; the
// tool is the second.
func withStore[I, O any](get func() (any, error), fn func(ctx context.Context, req *mcp.CallToolRequest, st map[string]string, in I) (*mcp.CallToolResult, O, error)) mcp.ToolHandlerFor[I, O] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error) {
		raw, err := get()
		if err != nil {
			var zero O
			return nil, zero, err
		}
		st, _ := raw.(map[string]string)
		return fn(ctx, req, st, in)
	}
}

func storeOf() (any, error) { return map[string]string{}, nil }

func registerStored(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "stored"}, withStore(storeOf, func(ctx context.Context, req *mcp.CallToolRequest, st map[string]string, in browseIn) (*mcp.CallToolResult, *browseOut, error) { // want `func literal in registerStored tool="stored" sdk=go-sdk kind=none errors=iserror via=wrapper withStore`
		return nil, &browseOut{Names: []string{st[in.Path]}}, nil
	}))
}
