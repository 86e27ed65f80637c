// Package switchmap is a hand-rolled server that builds its answers as
// maps: a tool's error becomes the text of a {"type": "text", "text": …}
// content item, so its (any, error) tools are routed isError. The error of
// a prompt, written into a map without a content item's shape, routes
// nothing.
package switchmap

import (
	"encoding/json"
	"errors"
	"fmt"
)

type params struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

func fetch(args map[string]any) (any, error) { // want `fetch tool="fetch" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Answer`
	if args["url"] == nil {
		return nil, errors.New("url is required")
	}
	return args["url"], nil
}

func size(args map[string]any) (any, error) { // want `size tool="size" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Answer`
	return len(args), nil
}

// Answer answers one request.
func Answer(method string, raw json.RawMessage) map[string]any {
	var result map[string]any
	switch method {
	case "tools/call":
		var p params
		_ = json.Unmarshal(raw, &p)
		var data any
		var err error
		switch p.Name {
		case "fetch":
			data, err = fetch(p.Arguments)
		case "size":
			data, err = size(p.Arguments)
		default:
			err = fmt.Errorf("tool %q not found", p.Name)
		}
		if err != nil {
			result = map[string]any{
				"isError": true,
				"content": []map[string]any{{"type": "text", "text": err.Error()}},
			}
		} else {
			b, _ := json.Marshal(data)
			result = map[string]any{"content": []map[string]any{{"type": "text", "text": string(b)}}}
		}
	case "prompts/get":
		var p params
		_ = json.Unmarshal(raw, &p)
		var text any
		var err error
		switch p.Name {
		case "hello":
			text, err = hello()
		}
		if err != nil {
			return map[string]any{"problem": err.Error()}
		}
		result = map[string]any{"messages": text}
	}
	return map[string]any{"jsonrpc": "2.0", "result": result}
}

// hello is a prompt: not a tool.
func hello() (any, error) { return "hi", nil }
