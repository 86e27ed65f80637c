// Package rpccodes holds the labelled go-sdk server's JSON-RPC error
// helpers for protocol answers, in a package of their own.
package rpccodes

import (
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// Err returns a JSON-RPC error with the given code.
func Err(code int64, format string, args ...any) error {
	return &jsonrpc.Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// UnknownTool returns the answer for a name no tool has: -32602.
func UnknownTool(name string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("unknown tool %q", name)}
}

// NoMethod returns a method-not-found error.
func NoMethod(name string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound, Message: "no such tool: " + name}
}
