// want package:"exits\\(Ping:29\\)"

// Package usedhere exports handlers that no registration of this package
// names: one it uses itself, in a way discovery does not follow (a slice a
// function returns), keeps the routing its type gives; one it never uses is
// decided by the package that registers it (not reported here).
package usedhere

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Echo is used here.
func Echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("echo is down") // want `tool handler Echo returns an error that mcp-go sends as JSON-RPC error -32603`
}

// Handlers returns the package's handlers.
func Handlers() []server.ToolHandlerFunc {
	return []server.ToolHandlerFunc{Echo}
}

// Ping is only exported: the package that registers it decides.
func Ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("ping is down") // fine here: decided where it is registered
}
