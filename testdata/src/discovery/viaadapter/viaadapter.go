// Package viaadapter registers its tools through a third-party adapter
// module: a note names the adapter; calls of the adapter that do not take
// the server or serve it get none.
package viaadapter

import (
	"context"

	"github.com/acme/mcpadapter"
	"github.com/mark3labs/mcp-go/server"
)

func search(ctx context.Context, args map[string]any) (string, error) { return "found", nil }

// Setup builds the server.
func Setup() *server.MCPServer {
	s := server.NewMCPServer("x", "1")
	ops := []mcpadapter.Operation{{Name: "search", Run: search}}
	_ = mcpadapter.Describe(ops)
	mcpadapter.Register(s, ops) // want `note: package hands its MCP server to github.com/acme/mcpadapter.Register, a function of another module that may register tools on it \(an adapter\)`
	_ = mcpadapter.Serve(s, ":8080")
	return s
}
