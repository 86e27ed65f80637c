// Package middleware exercises autherror on mcp-go tool middleware: a
// closure that runs before every tool and denies on the caller's identity
// is judged like a handler; middleware that decides on anything else is
// not.
package middleware

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func serve() http.Handler {
	s := server.NewMCPServer("x", "1",
		server.WithToolHandlerMiddleware(roleGate),
		server.WithToolHandlerMiddleware(tokenGate),
		server.WithToolHandlerMiddleware(readOnly),
		server.WithToolHandlerMiddleware(logged))
	s.AddTool(mcp.NewTool("deploy"), deploy)
	return server.NewStreamableHTTPServer(s)
}

func deploy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("deployed"), nil
}

// roleGate denies guests every tool as a tool result.
func roleGate(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Header.Get("X-User-Role") == "guest" {
			return mcp.NewToolResultError("guests may not call tools"), nil // want `caller authorization failure returned as an isError result`
		}
		return next(ctx, req)
	}
}

// tokenGate denies a call without a bearer token with an error.
func tokenGate(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !strings.HasPrefix(req.Header.Get("Authorization"), "Bearer ") {
			return nil, errors.New("unauthorized") // want `caller authorization failure returned as an error \(sent as JSON-RPC error -32603\)`
		}
		return next(ctx, req)
	}
}

var maintenance bool

// readOnly refuses writes during maintenance: no identity decides.
func readOnly(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if maintenance && !strings.HasPrefix(req.Params.Name, "get") {
			return mcp.NewToolResultError("the server is in maintenance; only read tools work"), nil
		}
		return next(ctx, req)
	}
}

// logged only passes the call on.
func logged(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return nil, err
		}
		return res, nil
	}
}
