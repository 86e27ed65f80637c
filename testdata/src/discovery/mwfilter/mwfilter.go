// Package mwfilter installs go-sdk receiving middleware and an mcp-go hook
// that test the method against "tools/call": they filter what the SDKs
// dispatch and dispatch nothing themselves, so the package gets no note
// that its tools are not checked (its tools are registered elsewhere).
package mwfilter

import (
	"context"
	"log"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Logging logs every tools/call the server receives.
func Logging(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method == "tools/call" {
			log.Printf("tool call")
		}
		return next(ctx, method, req)
	}
}

// Counts reports whether an mcp-go hook's method is a tool call.
func Counts(method mcpgo.MCPMethod) bool {
	return method == mcpgo.MethodToolsCall
}
