// Package server answers tools/call with the tools it adds to package
// registry from its init function, sending a tool's error as a -32603
// JSON-RPC error.
package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"rpcerror/regpkg/registry"
)

func init() {
	registry.Add("double", "Double a number", func(ctx context.Context, args map[string]any) (string, error) {
		s, ok := args["n"].(string)
		if !ok {
			return "", errors.New("n must be a string") // want `tool "double" handler returns an error that dispatcher handle sends as JSON-RPC error -32603`
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			return "", err // want `tool "double" handler returns an error that dispatcher handle sends as JSON-RPC error -32603`
		}
		return strconv.Itoa(2 * n), nil
	})
	registry.Define(registry.Descriptor{Name: "halve", Title: "Halve a number"}, func(ctx context.Context, args map[string]any) (string, error) {
		n, err := strconv.Atoi(fmt.Sprint(args["n"]))
		if err != nil {
			return "", err // want `tool "halve" handler returns an error that dispatcher handle sends as JSON-RPC error -32603`
		}
		return strconv.Itoa(n / 2), nil
	})
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     any       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *rpcError `json:"error,omitempty"`
}

func handle(ctx context.Context, id any, method string, params json.RawMessage) response {
	switch method {
	case "tools/call":
		var p struct {
			Name      string         `json:"name"`
			Arguments map[string]any `json:"arguments"`
		}
		if err := json.Unmarshal(params, &p); err != nil {
			return response{ID: id, Error: &rpcError{Code: -32602, Message: "bad params"}}
		}
		text, err := registry.Run(ctx, p.Name, p.Arguments)
		if err != nil {
			return response{ID: id, Error: &rpcError{Code: -32603, Message: err.Error()}}
		}
		return response{ID: id, Result: map[string]any{"content": []map[string]any{{"type": "text", "text": text}}}}
	case "tools/list":
		return response{ID: id, Result: registry.Titles()}
	}
	return response{ID: id, Error: &rpcError{Code: -32601, Message: "method not found"}}
}
