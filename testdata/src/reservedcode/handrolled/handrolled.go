// Package handrolled exercises reservedcode on a hand-rolled MCP server.
package handrolled

import "errors"

// RPCError is a hand-rolled JSON-RPC error.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

// Response is a hand-rolled JSON-RPC response.
type Response struct {
	ID    any       `json:"id"`
	Error *RPCError `json:"error,omitempty"`
}

const (
	codeToolFailed = -32040
	codeUnknown    = -32601
)

func fail(id any) Response {
	return Response{ID: id, Error: &RPCError{Code: codeToolFailed, Message: "tool failed"}} // want `JSON-RPC error code -32040 \(codeToolFailed\) is inside -32020..-32099`
}

func unknown(id any) Response {
	return Response{ID: id, Error: &RPCError{codeUnknown, "method not found", nil}}
}

func positional(id any) Response {
	return Response{ID: id, Error: &RPCError{-32005, "rejected", nil}} // want `JSON-RPC error code -32005 is in the legacy band`
}

// newError is a local helper: its parameter becomes a code.
func newError(code int, msg string) *RPCError {
	return &RPCError{Code: code, Message: msg}
}

// wrapError forwards its parameter to newError.
func wrapError(msg string, code int) *RPCError { return newError(code, msg) }

func helpers() []*RPCError {
	return []*RPCError{
		newError(-32050, "rate limited"), // want `JSON-RPC error code -32050 is inside -32020..-32099`
		wrapError("legacy", -32003),      // want `JSON-RPC error code -32003 is in the legacy band`
		newError(-32602, "invalid params"),
		newError(42, "application"),
	}
}

// dispatch answers the methods of the MCP server: "tools/call" says the
// package's JSON-RPC is MCP's.
func dispatch(method string, id any) Response {
	if method == "tools/call" {
		return fail(id)
	}
	return unknown(id)
}

var errOutOfOrder = errors.New("request before initialize")

// errorResponse sets the code from a variable: each constant it holds is
// judged where it is written, also one a function of the package
// returns into it; -32603 and -32601 are fine.
func errorResponse(id any, err error) Response {
	var code int
	var msg string
	switch {
	case errors.Is(err, errOutOfOrder):
		code = -32001 // want `JSON-RPC error code -32001 is in the legacy band`
		msg = "request before initialize"
	case err == nil:
		code, msg = codeUnknown, "no error"
	default:
		code, msg = codeFor(err)
	}
	return Response{ID: id, Error: &RPCError{Code: code, Message: msg}}
}

func codeFor(err error) (int, string) {
	if errors.Is(err, errUpstream) {
		return -32070, "upstream failed" // want `JSON-RPC error code -32070 is inside -32020..-32099`
	}
	return -32603, err.Error()
}

var errUpstream = errors.New("upstream")

// statusLine keeps an HTTP status in a variable that is no JSON-RPC code.
func statusLine(err error) (int, string) {
	status := -32001
	if err != nil {
		status = 500
	}
	return status, "failed"
}
