// Package srv is a hand-rolled MCP dispatcher that names the methods only
// through another package's constants: its codes are MCP's to judge.
package srv

import (
	"encoding/json"

	"reservedcode/methodconst/proto"
)

type wireError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	JSONRPC string     `json:"jsonrpc"`
	ID      any        `json:"id,omitempty"`
	Result  any        `json:"result,omitempty"`
	Error   *wireError `json:"error,omitempty"`
}

func fail(id any, code proto.Code, msg string) *response {
	return &response{JSONRPC: "2.0", ID: id, Error: &wireError{Code: int(code), Message: msg}}
}

// Handle answers one request.
func Handle(id any, method string, params json.RawMessage) *response {
	switch proto.Method(method) {
	case proto.MethodToolsCall:
		if len(params) == 0 {
			return fail(id, proto.CodeToolFailed, "tool failed") // want `JSON-RPC error code -32050 \(CodeToolFailed\) is inside -32020..-32099`
		}
		return &response{JSONRPC: "2.0", ID: id, Result: map[string]any{"content": []any{}}}
	case proto.MethodPing:
		return &response{JSONRPC: "2.0", ID: id, Result: map[string]any{}}
	}
	return fail(id, proto.CodeInvalidParams, "unknown method")
}
