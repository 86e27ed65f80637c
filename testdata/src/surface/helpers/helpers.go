// Package helpers builds failure results for the tools of package mcpgo:
// helpers in another package, known to the surface through facts.
package helpers

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// BadArgument is the protocol answer for a bad argument, for the go-sdk
// tools of package gosdk: the client gets it as JSON-RPC -32602.
func BadArgument(msg string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: msg}
}

// Soft turns err into an isError result and a nil error.
func Soft(what string, err error) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError(fmt.Sprintf("%s failed: %v", what, err)), nil
}

// Invalid is the answer to a malformed argument.
func Invalid(name string) *mcp.CallToolResult {
	return mcp.NewToolResultError("invalid argument " + name + "; see the tool's input schema")
}

// Busy is the text of every temporary failure.
func Busy() *mcp.CallToolResult {
	return mcp.NewToolResultError("the service is busy; try again in a minute")
}
