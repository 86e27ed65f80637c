// Package clienttools calls an API client of another module that package
// clientconn built on the server's configured endpoint, and one that
// package clientwrap wraps and this package builds so: a failed
// request's error prints it, whichever driver carries the facts.
package clienttools

import (
	"context"
	"os"

	"example.com/keyapi"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"parity/clientconn"
	"parity/clientwrap"
)

// Register adds the tools.
func Register(s *server.MCPServer, given *keyapi.Client) {
	wrapped := clientwrap.NewAPI(os.Getenv("KEYAPI_URL"), os.Getenv("KEYAPI_KEY"))
	s.AddTool(mcp.NewTool("wrapped_ping"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := wrapped.Ping(); err != nil {
			return mcp.NewToolResultError("ping failed: " + err.Error()), nil // want errorleak:`raw example.com/keyapi client error text from \(\*keyapi.Client\).Ping at clientwrap.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(\$KEYAPI_URL\)\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("ping"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := clientconn.API().Ping(); err != nil {
			return mcp.NewToolResultError("ping failed: " + err.Error()), nil // want errorleak:`raw example.com/keyapi client error text from \(\*keyapi.Client\).Ping at clienttools.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(\$KEYAPI_URL\)\)`
		}
		// A client the caller gives: where it points is not known here.
		if err := given.Ping(); err != nil {
			return mcp.NewToolResultError("ping failed: " + err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
