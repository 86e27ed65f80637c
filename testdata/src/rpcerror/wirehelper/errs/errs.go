// Package errs builds the *jsonrpc.Error values of package tools.
package errs

import (
	"errors"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// RPC makes err an error object with the given code; each call decides
// both.
func RPC(code int64, err error) *jsonrpc.Error {
	if err == nil {
		err = errors.New("unspecified error")
	}
	return &jsonrpc.Error{Code: code, Message: err.Error()}
}

// Internal makes err a -32603 error object.
func Internal(err error) *jsonrpc.Error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: err.Error()}
}

// MissingArg answers a missing argument: a protocol answer of its own.
func MissingArg(name string) *jsonrpc.Error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "missing argument " + name}
}
