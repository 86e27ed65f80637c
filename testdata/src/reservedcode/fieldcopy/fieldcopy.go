// Package fieldcopy is a hand-rolled server whose tools fail with a Go
// error without JSON tags; the dispatcher copies its code into the wire
// error object, so the codes stored into that field are sent.
package fieldcopy

import "encoding/json"

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID    json.RawMessage `json:"id"`
	Error *rpcError       `json:"error,omitempty"`
}

func errResp(id json.RawMessage, code int, msg string) response {
	return response{ID: id, Error: &rpcError{Code: code, Message: msg}}
}

// protoErr is the tools' error: no JSON tags, never marshalled itself.
type protoErr struct {
	Code    int
	Message string
}

func (e *protoErr) Error() string { return e.Message }

const codeStale = -32010

func lookup(name string) error {
	if name == "" {
		return &protoErr{Code: -32004, Message: "no such tool"} // want `-32004 is in the legacy band`
	}
	e := &protoErr{Message: "stale index"}
	e.Code = codeStale // want `-32010 \(codeStale\) is in the legacy band`
	return e
}

// localErr has the same shape but its code never reaches a response.
type localErr struct {
	Code    int
	Message string
}

func (e *localErr) Error() string { return e.Message }

func check() error { return &localErr{Code: -32005, Message: "busy"} }

func handle(id json.RawMessage, name string) response {
	if err := lookup(name); err != nil {
		if pe, ok := err.(*protoErr); ok {
			return errResp(id, pe.Code, pe.Message)
		}
		return errResp(id, -32603, err.Error())
	}
	if err := check(); err != nil {
		return errResp(id, -32603, err.Error())
	}
	return response{ID: id}
}

// serve answers a tools/call: the package's JSON-RPC is MCP's.
func serve(method string, id json.RawMessage, name string) response {
	if method != "tools/call" {
		return errResp(id, -32601, "method not found")
	}
	return handle(id, name)
}
