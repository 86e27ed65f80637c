package unknownsrv

import (
	"encoding/json"
	"errors"

	"labelled/handrolled/unknownsrv/wire"
)

// rpcError is the server's own JSON-RPC error object.
type rpcError struct {
	Code    int64  `json:"code"`
	Message string `json:"message"`
}

func (e *rpcError) Error() string { return e.Message }

// Code is the project's type for its codes.
type Code int

const (
	codeLocked     Code = -32040 // a private code in MCP's reserved band
	codeOverloaded      = -32041 // the same, implicitly typed
	codeDenied     Code = -30403 // outside -32768..-32000
	codeThrottled       = -32010 // the legacy band
)

func newRPCError(code Code, msg string) *rpcError {
	return &rpcError{Code: int64(code), Message: msg}
}

// Reject answers a request the server refuses.
func (s *Server) Reject(id json.RawMessage, reason string) (wire.Response, error) {
	switch reason {
	case "locked":
		return wire.Fail(id, int(codeLocked), "document locked"), nil // want reservedcode:`-32040 \(codeLocked\) is inside -32020..-32099`
	case "overloaded":
		return wire.Response{}, newRPCError(codeOverloaded, "overloaded") // want reservedcode:`-32041 \(codeOverloaded\) is inside -32020..-32099`
	case "custom":
		return wire.Response{}, &rpcError{Code: -32077, Message: "custom"} // want reservedcode:`-32077 is inside -32020..-32099`
	case "throttled":
		return wire.Fail(id, codeThrottled, "slow down"), nil // want reservedcode:`-32010 \(codeThrottled\) is in the legacy band`
	case "header":
		return wire.Fail(id, -32020, "stale cache entry"), nil // want reservedcode:`-32020 is MCP's HEADER_MISMATCH, used here for a different meaning`
	case "header-ok":
		return wire.Fail(id, -32020, "Mcp-Method header does not match the request body"), nil // ok reservedcode
	case "denied":
		return wire.Response{}, newRPCError(codeDenied, "denied") // ok reservedcode
	case "parse":
		return wire.Fail(id, -32700, "parse error"), nil // ok reservedcode
	case "params":
		return wire.Fail(id, codeInvalidParams, "invalid params"), nil // ok reservedcode
	case "http":
		return wire.Response{}, &rpcError{Code: 429, Message: "too many requests"} // ok reservedcode
	}
	return wire.OK(id, nil), nil
}

// Refuse answers a request the server refuses, with the code of Reject's
// error object when it returns one: that copy is what puts rpcError's
// codes on the wire.
func (s *Server) Refuse(id json.RawMessage, reason string) wire.Response {
	resp, err := s.Reject(id, reason)
	var re *rpcError
	if errors.As(err, &re) {
		return wire.Fail(id, int(re.Code), re.Message)
	}
	return resp
}
