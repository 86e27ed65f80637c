// Package rpcdispatch answers tools/call with the tools of package catalog
// and sends a tool's error as a JSON-RPC error, where the raw error of the
// catalog service is no leak to the model.
package rpcdispatch

import (
	"context"
	"encoding/json"

	"labelled/handrolled/registry/catalog"
)

// Block is a text content block.
type Block struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// Answer is a tools/call result.
type Answer struct {
	Content []Block `json:"content"`
}

// Fault is a JSON-RPC error object.
type Fault struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Reply is a JSON-RPC response.
type Reply struct {
	ID     json.RawMessage `json:"id"`
	Result *Answer         `json:"result,omitempty"`
	Error  *Fault          `json:"error,omitempty"`
}

// Serve answers one request.
func Serve(ctx context.Context, tools *catalog.Tools, id json.RawMessage, method string, params json.RawMessage) Reply {
	switch method {
	case "tools/call":
		var call struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		if err := json.Unmarshal(params, &call); err != nil {
			return Reply{ID: id, Error: &Fault{Code: -32602, Message: "params must be an object"}}
		}
		entry, ok := tools.Lookup(call.Name)
		if !ok {
			return Reply{ID: id, Error: &Fault{Code: -32602, Message: "no tool named " + call.Name}}
		}
		value, err := entry.Run(ctx, call.Arguments)
		if err != nil {
			return Reply{ID: id, Error: &Fault{Code: -32603, Message: err.Error()}} // ok errorleak
		}
		text, _ := json.Marshal(value)
		return Reply{ID: id, Result: &Answer{Content: []Block{{Type: "text", Text: string(text)}}}}
	}
	return Reply{ID: id, Error: &Fault{Code: -32601, Message: "method not found"}}
}
