package main

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// A context function made by a factory: the function the server is given
// calls the one the factory returns.

type gateRoleKey struct{}

type gateTraceKey struct{}

// gateContext returns the context function that stores the caller's role
// from the gateway's header.
func gateContext() server.HTTPContextFunc {
	return func(ctx context.Context, r *http.Request) context.Context {
		return context.WithValue(ctx, gateRoleKey{}, strings.ToLower(r.Header.Get("X-Gateway-Role")))
	}
}

// traceContext returns a context function that stores the trace id.
func traceContext() server.HTTPContextFunc {
	return func(ctx context.Context, r *http.Request) context.Context {
		return context.WithValue(ctx, gateTraceKey{}, r.Header.Get("X-Trace-Id"))
	}
}

func gateServer() http.Handler {
	m := server.NewMCPServer("gate", "1.0.0")
	m.AddTool(mcp.NewTool("rotateKeys"), rotateKeys)
	m.AddTool(mcp.NewTool("traceInfo"), traceInfo)
	return server.NewStreamableHTTPServer(m, server.WithHTTPContextFunc(func(c context.Context, r *http.Request) context.Context {
		return traceContext()(gateContext()(c, r), r)
	}))
}

func rotateKeys(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if role, _ := ctx.Value(gateRoleKey{}).(string); role != "security" {
		return mcp.NewToolResultError("only the security role may rotate keys"), nil // want autherror:`caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("rotated"), nil // ok autherror
}

// traceInfo decides on the trace id, which is not identity.
func traceInfo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, _ := ctx.Value(gateTraceKey{}).(string)
	if id == "" {
		return mcp.NewToolResultError("no trace id on this request"), nil // ok autherror unflaggederror
	}
	return mcp.NewToolResultText(id), nil // ok autherror
}
