// Package reassigned keeps tool handlers in package-level variables that
// are not set by package initialization alone: what they hold when the
// tools are registered is unknown, so discovery does not follow them and
// says so.
package reassigned

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func lookup(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	return nil, nil, errors.New("no such key")
}

func store(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	return nil, nil, errors.New("read-only")
}

var (
	// handler is reassigned by a function.
	handler = lookup
	// shared has its address taken.
	shared = store
)

func readOnly() { handler = store }

func swap(p *func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error)) {
}

func register(s *mcp.Server) {
	swap(&shared)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, handler) // want `note: package registers tools but mcplint could not follow the handler of this registration to a function \(2 such registration\(s\) in the package\)`
	mcp.AddTool(s, &mcp.Tool{Name: "store"}, shared)
}
