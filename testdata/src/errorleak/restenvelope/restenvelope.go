// Package restenvelope is a REST API beside the MCP tools: its answers
// are an envelope of its own, {"code": 0, "message": "ok", "data": …},
// the same JSON fields as a JSON-RPC error object, but the answer itself.
// What it carries goes to the REST client, not into a JSON-RPC error.
// The JSON-RPC error object of the package's relay, held by a response's
// "error" member, still is one.
package restenvelope

import (
	"encoding/json"
	"net/http"
	"os"
)

// envelope is the REST body.
type envelope struct {
	Code    int    `json:"code"`
	Message string `json:"message,omitempty"`
	Data    any    `json:"data,omitempty"`
}

type dbView struct {
	Host     string `json:"host"`
	Password string `json:"password"`
}

// settings shows an administrator the configured database.
func settings(w http.ResponseWriter, r *http.Request) {
	view := dbView{Host: os.Getenv("DB_HOST"), Password: os.Getenv("DB_PASSWORD")}
	_ = json.NewEncoder(w).Encode(envelope{Code: 0, Message: "ok", Data: view})
}

// failure is the error object of the relay's JSON-RPC answers.
type failure struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// answer is a JSON-RPC response of the relay.
type answer struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Error   *failure        `json:"error,omitempty"`
}

// relay answers a JSON-RPC call it cannot forward.
func relay(w http.ResponseWriter, id json.RawMessage) {
	f := &failure{Code: -32603, Message: "upstream " + os.Getenv("RELAY_TOKEN") + " refused"} // want `a JSON-RPC error message carries the value of \$RELAY_TOKEN`
	_ = json.NewEncoder(w).Encode(answer{JSONRPC: "2.0", ID: id, Error: f})
}

// Routes serves both.
func Routes(mux *http.ServeMux) {
	mux.HandleFunc("/api/settings", settings)
	mux.HandleFunc("/rpc", func(w http.ResponseWriter, r *http.Request) { relay(w, nil) })
}
