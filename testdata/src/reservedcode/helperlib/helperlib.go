// Package helperlib declares JSON-RPC error helpers used by another package.
package helperlib

import "github.com/modelcontextprotocol/go-sdk/jsonrpc"

// Err builds a go-sdk JSON-RPC error with the given code.
func Err(code int, msg string) *jsonrpc.Error { // want Err:`codeparam\(0, go-sdk\)`
	return &jsonrpc.Error{Code: int64(code), Message: msg}
}

// Codes is a typed code.
type Codes int

// Busy is in the MCP band.
const Busy Codes = -32070
