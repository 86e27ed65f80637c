package middleware

import (
	"context"
	"crypto/subtle"
	"net/http"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var apiKey = os.Getenv("MCP_API_KEY")

func serveKeyed() http.Handler {
	s := server.NewMCPServer("x", "1",
		server.WithToolHandlerMiddleware(keyGate),
		server.WithToolHandlerMiddleware(versionGate))
	s.AddTool(mcp.NewTool("deploy"), deploy)
	return server.NewStreamableHTTPServer(s)
}

// keyGate compares the bearer key in constant time and denies a wrong one
// as a tool result.
func keyGate(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := strings.TrimPrefix(req.Header.Get("Authorization"), "Bearer ")
		if subtle.ConstantTimeCompare([]byte(key), []byte(apiKey)) != 1 {
			return mcp.NewToolResultError("invalid API key"), nil // want `caller authorization failure returned as an isError result`
		}
		return next(ctx, req)
	}
}

// versionGate compares a client version header in constant time: not an
// identity, no finding.
func versionGate(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if subtle.ConstantTimeCompare([]byte(req.Params.Name), []byte("deploy")) != 1 {
			return mcp.NewToolResultError("this server only runs deploy"), nil
		}
		return next(ctx, req)
	}
}
