// Package server answers its JSON-RPC errors with the codes package errs
// maps the errors to.
package server

import "reservedcode/codemap/errs"

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID    any       `json:"id"`
	Error *rpcError `json:"error,omitempty"`
}

func fail(id any, err error) response {
	code, msg := errs.ToRPC(err) // want `JSON-RPC error code -32070 \(returned by errs.ToRPC at errs.go:\d+\) is inside -32020..-32099, which MCP reserves for its own codes: .*; ToRPC also returns -32001 at errs.go:\d+`
	return response{ID: id, Error: &rpcError{Code: code, Message: msg}}
}

func describe(id any, err error) response {
	code, msg := errs.Describe(err) // want `JSON-RPC error code -32050 \(returned by errs.Describe at errs.go:\d+\) is inside -32020..-32099`
	return response{ID: id, Error: &rpcError{Code: code, Message: msg}}
}

func retry(id any, err error) response {
	return response{ID: id, Error: &rpcError{Code: -32603 - errs.Retry(err), Message: "retry later"}}
}

func method(name string) string {
	if name == "tools/call" {
		return "tools"
	}
	return ""
}
