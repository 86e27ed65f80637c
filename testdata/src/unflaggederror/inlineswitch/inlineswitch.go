// Package inlineswitch is a hand-rolled server whose tools, written in the
// cases of a switch on the requested name, return any value and an error:
// a result map or text saying a lookup failed, returned with a nil error,
// is sent as a success result.
package inlineswitch

import (
	"encoding/json"
	"errors"
	"io"
)

var errMissing = errors.New("missing")

var store = map[string]string{}

func lookup(key string) (string, error) {
	v, ok := store[key]
	if !ok {
		return "", errMissing
	}
	return v, nil
}

func text(s string) map[string]any {
	return map[string]any{"content": []map[string]any{{"type": "text", "text": s}}}
}

func callTool(params map[string]any) (any, error) {
	name, _ := params["name"].(string)
	args, _ := params["arguments"].(map[string]any)
	key, _ := args["key"].(string)
	switch name {
	case "get":
		v, err := lookup(key)
		if err != nil {
			if errors.Is(err, errMissing) {
				return text("Key not found: " + key), nil // want `returned text "Key not found: …" reads as a failure with a nil error`
			}
			return nil, err
		}
		return text(v), nil
	case "has":
		if _, err := lookup(key); err != nil {
			return "Lookup failed", nil // want `returned text "Lookup failed" reads as a failure with a nil error`
		}
		return "yes", nil
	case "size":
		return text("3 keys"), nil
	}
	return nil, errors.New("unknown tool")
}

type request struct {
	ID     any            `json:"id"`
	Method string         `json:"method"`
	Params map[string]any `json:"params"`
}

func serve(r io.Reader, w io.Writer) {
	var req request
	_ = json.NewDecoder(r).Decode(&req)
	if req.Method != "tools/call" {
		return
	}
	result, err := callTool(req.Params)
	if err != nil {
		_ = json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32603, "message": err.Error()}})
		return
	}
	_ = json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": result})
}
