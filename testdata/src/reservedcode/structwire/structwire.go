// Package structwire is a hand-rolled JSON-RPC server whose error object
// is also a Go error: it reaches the wire as the response's error member,
// in a struct field, a map entry or copied into another object, so its
// codes are judged.
package structwire

import "encoding/json"

// RPCError is the JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e *RPCError) Error() string { return e.Message }

// Response is the JSON-RPC response.
type Response struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
	Error  *RPCError       `json:"error,omitempty"`
}

func locked(id json.RawMessage) Response {
	return Response{ID: id, Error: &RPCError{Code: -32040, Message: "locked"}} // want `-32040 is inside -32020..-32099`
}

// AppError is another Go error with a code; the server sends it in a map.
type AppError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e AppError) Error() string { return e.Message }

func throttled(id json.RawMessage) map[string]any {
	e := AppError{Code: -32010, Message: "slow down"} // want `-32010 is in the legacy band`
	return map[string]any{"jsonrpc": "2.0", "id": id, "error": e}
}

// ToolError is a tool's error whose code the server copies into a wire
// error object.
type ToolError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e *ToolError) Error() string { return e.Message }

type wireError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func fail() error { return &ToolError{Code: -32060, Message: "quota"} } // want `-32060 is inside -32020..-32099`

func answer(err error) wireError {
	te := err.(*ToolError)
	return wireError{Code: te.Code, Message: te.Message}
}

// methods are the MCP methods the server answers: the package's JSON-RPC
// is MCP's.
var methods = []string{"initialize", "tools/list", "tools/call"}
