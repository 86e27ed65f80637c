package middleware

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// GuestGate is installed by the package that builds the server: what its
// error becomes (JSON-RPC -32603, or an isError result behind a converting
// middleware there) is decided there, so the message does not say.
func GuestGate(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Header.Get("X-User-Role") == "guest" {
			return nil, errors.New("guests may not call tools") // want `caller authorization failure returned as an error, which the model cannot act on`
		}
		return next(ctx, req)
	}
}
