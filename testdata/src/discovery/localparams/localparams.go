// Package localparams answers tools/call by hand with a params type the
// handler declares inside itself: its Name field is the requested tool's
// name as a package-level type's would be, so the switch it is passed to
// dispatches tools.
package localparams

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

type rpcErr struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type envelope struct {
	ID     *int            `json:"id,omitempty"`
	Method string          `json:"method,omitempty"`
	Params json.RawMessage `json:"params,omitempty"`
	Result any             `json:"result,omitempty"`
	Error  *rpcErr         `json:"error,omitempty"`
}

func serve(w http.ResponseWriter, r *http.Request) {
	var req envelope
	_ = json.NewDecoder(r.Body).Decode(&req)
	if req.Method != "tools/call" {
		_ = json.NewEncoder(w).Encode(envelope{ID: req.ID, Error: &rpcErr{-32601, "no method"}})
		return
	}
	type callArgs struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	var p callArgs
	_ = json.Unmarshal(req.Params, &p)
	text, err := run(p.Name, p.Arguments)
	if err != nil {
		_ = json.NewEncoder(w).Encode(envelope{ID: req.ID, Error: &rpcErr{-32603, err.Error()}})
		return
	}
	_ = json.NewEncoder(w).Encode(envelope{ID: req.ID, Result: map[string]any{"content": []map[string]any{{"type": "text", "text": text}}}})
}

func run(name string, args map[string]any) (string, error) { // want `run tool=\? sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32603\) via=dispatched by serve`
	switch name {
	case "find_title":
		if isbn, _ := args["isbn"].(string); isbn == "" {
			return "", errors.New("isbn is required")
		}
		return "Dune", nil
	default:
		return "", fmt.Errorf("unknown tool: %s", name)
	}
}
