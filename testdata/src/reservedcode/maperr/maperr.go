// Package maperr writes its JSON-RPC error objects as map literals: a
// code inside -32768..-32000 with a message is a code site; an HTTP error
// body's code and a map without a message are not.
package maperr

import (
	"encoding/json"
	"net/http"
)

const codeQuota = -32050

// serve answers tools/call in a hand-rolled server without MCP types.
func serve(w http.ResponseWriter, method string, id any, authorized bool) {
	switch {
	case !authorized:
		unauthorized(w, id)
	case method == "tools/call":
		overQuota(w, id)
	default:
		standard(w, id, "method not found")
	}
}

func unauthorized(w http.ResponseWriter, id any) {
	w.WriteHeader(http.StatusUnauthorized)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"jsonrpc": "2.0",
		"id":      id,
		"error":   map[string]any{"code": -32001, "message": "unauthorized"}, // want `JSON-RPC error code -32001 is in the legacy band -32000..-32019`
	})
}

func overQuota(w http.ResponseWriter, id any) {
	_ = json.NewEncoder(w).Encode(map[string]interface{}{
		"jsonrpc": "2.0",
		"id":      id,
		"error":   map[string]interface{}{"message": "quota exceeded", "code": codeQuota}, // want `JSON-RPC error code -32050 \(codeQuota\) is inside -32020..-32099`
	})
}

func standard(w http.ResponseWriter, id any, msg string) {
	_ = json.NewEncoder(w).Encode(map[string]any{
		"jsonrpc": "2.0",
		"id":      id,
		"error":   map[string]any{"code": -32602, "message": msg},
	})
}

// httpError writes a REST error body: its code is an HTTP status.
func httpError(w http.ResponseWriter) {
	w.WriteHeader(http.StatusNotFound)
	_ = json.NewEncoder(w).Encode(map[string]any{"code": 404, "message": "not found"})
}

// stats is no error object: it has no message.
func stats() map[string]any {
	return map[string]any{"code": -32001, "count": 3}
}

// labels has string values: no JSON-RPC error object.
func labels() map[string]string {
	return map[string]string{"code": "-32001", "message": "x"}
}
