// Package inlinesrv is a hand-rolled MCP server over HTTP whose tools are
// written in the cases of a switch on the tool name, in a function that
// returns any value and an error; the tools/call code answers the error
// with JSON-RPC -32603, set on the response map after the method switch.
package inlinesrv

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
)

var errNoKey = errors.New("no such key")

var settings = map[string]string{}

func setting(key string) (string, error) {
	v, ok := settings[key]
	if !ok {
		return "", errNoKey
	}
	return v, nil
}

func text(s string) map[string]any {
	return map[string]any{"content": []map[string]any{{"type": "text", "text": s}}}
}

func callTool(params map[string]any) (any, error) {
	if params == nil {
		return nil, errors.New("params are required") // ok rpcerror
	}
	name, _ := params["name"].(string)
	args, _ := params["arguments"].(map[string]any)
	switch name {
	case "getSetting":
		key, _ := args["key"].(string)
		v, err := setting(key)
		if err != nil {
			if errors.Is(err, errNoKey) {
				return text("Setting not found: " + key), nil // want unflaggederror:`returned text "Setting not found: …" reads as a failure with a nil error`
			}
			return nil, err // want rpcerror:`tool handler callTool returns an error that dispatcher Handler.ServeHTTP sends as JSON-RPC error -32603`
		}
		return text(v), nil
	case "readFile":
		path, _ := args["path"].(string)
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", path, err) // want rpcerror:`tool handler callTool returns an error that dispatcher Handler.ServeHTTP sends as JSON-RPC error -32603`
		}
		return text(string(b)), nil
	default:
		return nil, fmt.Errorf("unknown tool %q", name) // want unknowntool:`unknown tool answered with JSON-RPC -32603`
	}
}

// Handler serves JSON-RPC over HTTP.
type Handler struct{}

func (Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req struct {
		ID     any            `json:"id"`
		Method string         `json:"method"`
		Params map[string]any `json:"params"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	var result any
	var err error
	switch req.Method {
	case "tools/call":
		result, err = callTool(req.Params)
	case "tools/list":
		result = map[string]any{"tools": []any{}}
	default:
		err = errors.New("method not found")
	}
	resp := map[string]any{"jsonrpc": "2.0", "id": req.ID}
	if err != nil {
		resp["error"] = map[string]any{"code": -32603, "message": err.Error()}
	} else {
		resp["result"] = result
	}
	_ = json.NewEncoder(w).Encode(resp)
}
