// Package rpc answers tools/call by passing the requested name to the
// switcher of package kb, and writes a tool's error into an isError
// result built as maps.
package rpc

import (
	"context"
	"encoding/json"

	"errorleak/switcher/kb"
)

// Response is a JSON-RPC response.
type Response struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
}

// Server answers requests.
type Server struct{ base *kb.Base }

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, id json.RawMessage, method string, params map[string]any) Response {
	switch method {
	case "tools/call":
		return s.call(ctx, id, params)
	}
	return Response{ID: id}
}

func (s *Server) call(ctx context.Context, id json.RawMessage, params map[string]any) Response {
	name, _ := params["name"].(string)
	args, _ := params["arguments"].(map[string]any)
	out, err := s.base.Handle(ctx, name, args)
	if err != nil {
		return Response{ID: id, Result: map[string]any{
			"isError": true,
			"content": []any{map[string]any{"type": "text", "text": err.Error()}},
		}}
	}
	text, _ := json.Marshal(out)
	return Response{ID: id, Result: map[string]any{
		"content": []any{map[string]any{"type": "text", "text": string(text)}},
	}}
}
