// Package switchdispatch is the tools/call dispatcher of a hand-rolled
// server whose tools live in package switchimpl.
package switchdispatch

import "discovery/switchimpl"

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a JSON-RPC response.
type Response struct {
	Result *switchimpl.Result `json:"result,omitempty"`
	Error  *RPCError          `json:"error,omitempty"`
}

// Server dispatches tools/call.
type Server struct{ store *switchimpl.Store }

// Handle answers one request.
func (s *Server) Handle(method, name string, args map[string]any) Response {
	if method == "tools/call" {
		return s.Call(name, args)
	}
	return Response{Error: &RPCError{Code: -32601, Message: "method not found"}}
}

// Call calls the named tool.
func (s *Server) Call(name string, args map[string]any) Response {
	var (
		res *switchimpl.Result
		err error
	)
	switch name {
	case "echo":
		res, err = switchimpl.Echo(args) // want `discovery/switchimpl.Echo tool="echo" sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32000\) via=dispatched by Server.Call imported`
	case "add_note":
		res, err = s.store.Add(args) // want `\(\*discovery/switchimpl.Store\).Add tool="add_note" .* errors=jsonrpc\(-32000\) .* imported`
	default:
		return Response{Error: &RPCError{Code: -32602, Message: "unknown tool " + name}}
	}
	if err != nil {
		return Response{Error: &RPCError{Code: -32000, Message: err.Error()}}
	}
	return Response{Result: res}
}
