// Package switchingtool is a hand-rolled server whose tools/call code
// calls one function that decodes the params, then switches on the tool's
// name and calls the tools; the dispatcher answers its error with -32603.
package switchingtool

import (
	"encoding/json"
	"errors"
	"fmt"
)

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     json.RawMessage `json:"id,omitempty"`
	Result any             `json:"result,omitempty"`
	Error  *rpcError       `json:"error,omitempty"`
}

func handle(id json.RawMessage, method string, params json.RawMessage) response {
	resp := response{ID: id}
	switch method {
	case "tools/call":
		text, err := callTool(params)
		if err != nil {
			resp.Error = &rpcError{Code: -32603, Message: err.Error()}
		} else {
			resp.Result = map[string]any{"content": []map[string]any{{"type": "text", "text": text}}}
		}
	default:
		resp.Error = &rpcError{Code: -32601, Message: "method not found"}
	}
	return resp
}

func callTool(params json.RawMessage) (string, error) {
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(params, &p); err != nil {
		return "", fmt.Errorf("invalid params: %w", err) // the request's decoding: no tool's failure
	}
	switch p.Name {
	case "lookup":
		return lookup(p.Arguments)
	case "touch":
		if err := touch(p.Arguments); err != nil {
			return "", fmt.Errorf("touch: %w", err) // want `returns an error that dispatcher handle sends as JSON-RPC error -32603`
		}
		return "touched", nil
	}
	return "", fmt.Errorf("unknown tool %q", p.Name)
}

var store = map[string]string{}

func lookup(args map[string]any) (string, error) {
	k, _ := args["key"].(string)
	v, ok := store[k]
	if !ok {
		return "", errors.New("no such key") // want `tool "lookup" handler returns an error that dispatcher callTool sends as JSON-RPC error -32603`
	}
	return v, nil
}

func touch(args map[string]any) error {
	k, _ := args["key"].(string)
	if k == "" {
		return errors.New("key is required")
	}
	store[k] = ""
	return nil
}
