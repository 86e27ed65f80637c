// Package runbysentineluser answers tools/call through
// runbysentinellib.Call, telling its unknown-tool error apart.
package runbysentineluser

import (
	"context"
	"encoding/json"
	"errors"

	"unknowntool/runbysentinellib"
)

func init() {
	runbysentinellib.Register("echo", func(ctx context.Context, args json.RawMessage) (any, error) {
		return string(args), nil
	})
	runbysentinellib.Register("fail", func(ctx context.Context, args json.RawMessage) (any, error) {
		return nil, errors.New("failed on purpose")
	})
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

func handle(ctx context.Context, id json.RawMessage, method string, params json.RawMessage) response {
	if method != "tools/call" {
		return response{ID: id, Error: &rpcError{Code: -32601, Message: "method not found"}}
	}
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(params, &p); err != nil {
		return response{ID: id, Error: &rpcError{Code: -32602, Message: "invalid params"}}
	}
	out, err := runbysentinellib.Call(ctx, p.Name, p.Arguments)
	if err != nil {
		if errors.Is(err, runbysentinellib.ErrUnknownTool) {
			return response{ID: id, Error: &rpcError{Code: -32602, Message: err.Error()}}
		}
		return response{ID: id, Result: map[string]any{
			"content": []map[string]any{{"type": "text", "text": err.Error()}},
			"isError": true,
		}}
	}
	text, _ := json.Marshal(out)
	return response{ID: id, Result: map[string]any{"content": []map[string]any{{"type": "text", "text": string(text)}}}}
}
