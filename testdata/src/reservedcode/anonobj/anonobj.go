// Package anonobj is the HTTP layer of a go-sdk server that answers a
// tool call its caller's grant does not cover with a 403 whose body is a
// JSON-RPC error written as an unnamed struct: its code is set like a
// named error struct's. An HTTP error body with a status code in its
// "code" member is no JSON-RPC error.
package anonobj

import (
	"encoding/json"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/auth"
)

const scopeCode = -32000

func denyScope(w http.ResponseWriter, id json.RawMessage) {
	w.WriteHeader(http.StatusForbidden)
	body := struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}{JSONRPC: "2.0", ID: id}
	body.Error.Code = scopeCode // want `JSON-RPC error code -32000 \(scopeCode\) is in the legacy band`
	body.Error.Message = "write scope required"
	_ = json.NewEncoder(w).Encode(body)
}

type wireError = struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func tooMany(w http.ResponseWriter) {
	w.WriteHeader(http.StatusTooManyRequests)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"jsonrpc": "2.0",
		"error":   &wireError{Code: -32050, Message: "slow down"}, // want `JSON-RPC error code -32050 is inside -32020..-32099`
	})
}

func notFound(w http.ResponseWriter) {
	w.WriteHeader(http.StatusNotFound)
	_ = json.NewEncoder(w).Encode(struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}{Code: http.StatusNotFound, Message: "no such page"})
}

// Gate denies callers without the write scope.
func Gate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		info := auth.TokenInfoFromContext(r.Context())
		if info == nil {
			tooMany(w)
			return
		}
		if r.URL.Path == "/" {
			notFound(w)
			return
		}
		denyScope(w, nil)
	})
}
