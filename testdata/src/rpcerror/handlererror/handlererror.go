// Package handlererror exercises rpcerror on mcp-go handlers that return
// errors through server.NewHandlerError (mcp-go v1.5.0 and later), which
// sends the provider's own JSON-RPC error instead of -32603.
package handlererror

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fetch"), fetch)
	s.AddTool(mcp.NewTool("check"), check)
	s.AddTool(mcp.NewTool("store"), store)
	s.AddTool(mcp.NewTool("rename"), mcp.NewTypedToolHandler(rename))
	s.AddTool(mcp.NewTool("link"), link)
	s.AddTool(mcp.NewTool("open"), open)
	s.AddTool(mcp.NewTool("stats"), mcp.NewStructuredToolHandler(stats))
}

func work(ctx context.Context) error { return errors.New("upstream: 502") }

// upstream carries a failure as -32603 with the failure's text.
type upstream struct{ err error }

func (e *upstream) Error() string { return e.err.Error() }

func (e *upstream) JSONRPCError() mcp.JSONRPCError {
	return mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.INTERNAL_ERROR, "fetch failed: "+e.err.Error(), nil)
}

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := work(ctx); err != nil {
		return nil, server.NewHandlerError(&upstream{err: err}) // want `tool "fetch" handler returns an execution failure through server.NewHandlerError: server.NewHandlerError sends the provider's JSON-RPC error \(mcp-go v1.5.0 and later\), here JSON-RPC error -32603 built from a failed call's error`
	}
	return mcp.NewToolResultText("ok"), nil
}

// wrapped in another error, which errors.As looks through
func check(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := work(ctx); err != nil {
		return nil, fmt.Errorf("check: %w", server.NewHandlerError(&upstream{err: err})) // want `tool "check" handler returns an execution failure through server.NewHandlerError`
	}
	return mcp.NewToolResultText("ok"), nil
}

// storeFailed has a constant message but the internal-error code.
type storeFailed struct{}

func (storeFailed) Error() string { return "store failed" }

func (storeFailed) JSONRPCError() mcp.JSONRPCError {
	return mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.INTERNAL_ERROR, "store failed", nil)
}

func store(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := work(ctx); err != nil {
		return nil, server.NewHandlerError(storeFailed{}) // want `here JSON-RPC error -32603, and the model never sees it`
	}
	return mcp.NewToolResultText("ok"), nil
}

// badName rejects an argument with -32602.
type badName struct{ name string }

func (e badName) Error() string { return "invalid name " + e.name }

func (e badName) JSONRPCError() mcp.JSONRPCError {
	return mcp.JSONRPCError{Error: mcp.JSONRPCErrorDetails{Code: mcp.INVALID_PARAMS, Message: "invalid name " + e.name}}
}

type renameArgs struct {
	Name string `json:"name"`
}

// negative: a protocol answer of the handler's choice (-32602), from a
// typed handler, whose adapter passes errors on.
func rename(ctx context.Context, req mcp.CallToolRequest, args renameArgs) (*mcp.CallToolResult, error) {
	if args.Name == "" {
		return nil, server.NewHandlerError(badName{name: args.Name})
	}
	return mcp.NewToolResultText("renamed"), nil
}

var linkCalendar = mcp.URLElicitationRequiredError{Elicitations: []mcp.ElicitationParams{{Mode: "url", Message: "Link your calendar", URL: "https://example.com/link"}}}

// negative: a URL elicitation keeps its per-request code through NewHandlerError.
func link(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("linked", "") == "" {
		return nil, server.NewHandlerError(linkCalendar)
	}
	return mcp.NewToolResultText("linked"), nil
}

// notFound is a provider the handler returns without NewHandlerError.
type notFound struct{ id string }

func (e notFound) Error() string { return "no bookmark " + e.id }

func (e notFound) JSONRPCError() mcp.JSONRPCError {
	return mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.INVALID_PARAMS, e.Error(), nil)
}

// A provider is not exposed without NewHandlerError: -32603.
func open(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return nil, notFound{id: id} // want `tool "open" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(id), nil
}

type statsOut struct {
	N int `json:"n"`
}

// negative: NewStructuredToolHandler turns every error but a URL
// elicitation into an isError result, NewHandlerError included.
func stats(ctx context.Context, req mcp.CallToolRequest, args struct{}) (statsOut, error) {
	if err := work(ctx); err != nil {
		return statsOut{}, server.NewHandlerError(&upstream{err: err})
	}
	return statsOut{N: 1}, nil
}
