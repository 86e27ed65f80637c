// Package mcpgo exercises autherror on an mcp-go HTTP server.
package mcpgo

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const authHeader = "Authorization"

func serve() http.Handler {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("deploy"), deploy)
	s.AddTool(mcp.NewTool("status"), status)
	s.AddTool(mcp.NewTool("lookup"), lookup)
	s.AddTool(mcp.NewTool("trace"), trace)
	return server.NewStreamableHTTPServer(s)
}

func deploy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	token := strings.TrimPrefix(req.Header.Get("Authorization"), "Bearer ")
	if token == "" {
		return mcp.NewToolResultError("missing bearer token"), nil // want `caller authorization failure returned as an isError result, .*mcp-go has no server-side auth: do it in an http.Handler that wraps the HTTP transport`
	}
	if !strings.HasPrefix(token, "admin-") {
		return mcp.NewToolResultError("token lacks the deploy permission"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("deployed"), nil
}

func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Header[authHeader]) == 0 {
		return nil, errUnauthorized // want `caller authorization failure returned as an error \(sent as JSON-RPC error -32603\)`
	}
	return mcp.NewToolResultText("ok"), nil
}

var errUnauthorized = &authError{}

type authError struct{}

func (*authError) Error() string { return "unauthorized" }

// lookup reads another header: not the caller's credentials.
func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Header.Get("X-Request-Id") == "" {
		return mcp.NewToolResultError("missing request id"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// trace forwards the token to an upstream API: its failure is an execution
// failure.
func trace(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	token := req.Header.Get("Authorization")
	out, err := call(token)
	if err != nil {
		return mcp.NewToolResultError("upstream failed"), nil
	}
	return mcp.NewToolResultText(out), nil
}

func call(token string) (string, error) { return token, nil }
