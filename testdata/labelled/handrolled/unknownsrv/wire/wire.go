// Package wire holds the JSON-RPC types and response builders of the
// labelled hand-rolled server of package unknownsrv, in a package of
// their own.
package wire

import "encoding/json"

// Error is a JSON-RPC error object.
type Error struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

// Response is a JSON-RPC response.
type Response struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result,omitempty"`
	Error   *Error          `json:"error,omitempty"`
}

// Fail builds an error response; its code parameter becomes the code.
func Fail(id json.RawMessage, code int, msg string) Response {
	return Response{JSONRPC: "2.0", ID: id, Error: &Error{Code: code, Message: msg}}
}

// OK builds a result response.
func OK(id json.RawMessage, result any) Response {
	return Response{JSONRPC: "2.0", ID: id, Result: result}
}

// MethodNotFound builds a -32601 response.
func MethodNotFound(id json.RawMessage, method string) Response {
	return Response{JSONRPC: "2.0", ID: id, Error: &Error{Code: -32601, Message: "method not found: " + method}}
}
