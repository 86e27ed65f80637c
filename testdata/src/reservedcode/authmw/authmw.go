// Package authmw is an HTTP middleware of an MCP server, without MCP code
// of its own, that answers an unauthorized request with a JSON-RPC error
// written as maps: the "jsonrpc" member says it goes to an MCP client.
// The same error object without that envelope (a REST body) is not one.
package authmw

import (
	"encoding/json"
	"net/http"
)

// Require answers requests without the key with 401.
func Require(key string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-API-Key") != key {
			unauthorized(w, "missing or wrong API key")
			return
		}
		next.ServeHTTP(w, r)
	})
}

func unauthorized(w http.ResponseWriter, msg string) {
	w.WriteHeader(http.StatusUnauthorized)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"jsonrpc": "2.0",
		"id":      nil,
		"error": map[string]any{
			"code":    -32001, // want `JSON-RPC error code -32001 is in the legacy band -32000..-32019`
			"message": "Unauthorized: " + msg,
		},
	})
}

// restError writes a body for a REST client: no JSON-RPC envelope.
func restError(w http.ResponseWriter, msg string) {
	_ = json.NewEncoder(w).Encode(map[string]any{
		"error": map[string]any{"code": -32001, "message": msg},
	})
}
