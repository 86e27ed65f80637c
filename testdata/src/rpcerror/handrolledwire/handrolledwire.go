// Package handrolledwire is a hand-rolled server whose tools return the
// project's own JSON-RPC error object, which the tools/call dispatcher
// puts into the response as it is: a failure of the tool's work there is
// a finding, a fixed bad-params answer is not.
package handrolledwire

import (
	"encoding/json"
	"errors"
)

// Content is a text content block.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// Result is a call-tool result.
type Result struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a JSON-RPC response.
type Response struct {
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

// Handle answers a request.
func Handle(method, name string, args json.RawMessage) Response {
	if method != "tools/call" {
		return Response{Error: &RPCError{Code: -32601, Message: "method not found"}}
	}
	var (
		res    *Result
		rpcErr *RPCError
	)
	switch name {
	case "fetch":
		res, rpcErr = fetch(args)
	case "store":
		res, rpcErr = store(args)
	default:
		return Response{Error: &RPCError{Code: -32602, Message: "unknown tool"}}
	}
	if rpcErr != nil {
		return Response{Error: rpcErr}
	}
	return Response{Result: res}
}

func invalid(msg string) *RPCError { return &RPCError{Code: -32602, Message: msg} }

func internal(err error) *RPCError { return &RPCError{Code: -32603, Message: err.Error()} }

func upstream() error { return errors.New("upstream down") }

func fetch(args json.RawMessage) (*Result, *RPCError) {
	if len(args) == 0 {
		return nil, &RPCError{Code: -32602, Message: "arguments are required"}
	}
	if args[0] != '{' {
		return nil, invalid("arguments must be an object")
	}
	if err := upstream(); err != nil {
		return nil, &RPCError{Code: -32602, Message: "fetch: " + err.Error()} // want `tool "fetch" handler returns a JSON-RPC error object built from a failed call's error for an execution failure`
	}
	return &Result{Content: []Content{{Type: "text", Text: "ok"}}}, nil
}

func store(args json.RawMessage) (*Result, *RPCError) {
	if err := upstream(); err != nil {
		return nil, internal(err) // want `tool "store" handler returns a JSON-RPC error object built from a failed call's error`
	}
	if len(args) > 100 {
		return nil, &RPCError{Code: -32603, Message: "too large"} // want `tool "store" handler returns a JSON-RPC error object with code -32603 for an execution failure`
	}
	return &Result{Content: []Content{{Type: "text", Text: "stored"}}}, nil
}
