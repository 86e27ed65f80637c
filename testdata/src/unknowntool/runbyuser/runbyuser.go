// Package runbyuser registers its tools in package runbylib and answers
// tools/call by calling runbylib.Call, sending its error as an isError
// result: the registry's error for an unknown name is reported there.
package runbyuser

import (
	"context"
	"encoding/json"
	"errors"

	"unknowntool/runbylib"
)

func init() {
	runbylib.Register(runbylib.Descriptor{Name: "echo"}, func(ctx context.Context, args json.RawMessage) (any, error) {
		return string(args), nil
	})
	runbylib.Register(runbylib.Descriptor{Name: "fail"}, func(ctx context.Context, args json.RawMessage) (any, error) {
		return nil, errors.New("failed on purpose")
	})
}

type request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type response struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
	Error  *rpcError       `json:"error,omitempty"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func dispatch(ctx context.Context, req request) response {
	switch req.Method {
	case "tools/list":
		return response{ID: req.ID, Result: map[string]any{"tools": runbylib.List()}}
	case "tools/call":
		var p struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "invalid params"}}
		}
		out, err := runbylib.Call(ctx, p.Name, p.Arguments)
		if err != nil {
			return response{ID: req.ID, Result: map[string]any{
				"content": []map[string]any{{"type": "text", "text": err.Error()}},
				"isError": true,
			}}
		}
		text, _ := json.Marshal(out)
		return response{ID: req.ID, Result: map[string]any{
			"content": []map[string]any{{"type": "text", "text": string(text)}},
		}}
	}
	return response{ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}}
}
