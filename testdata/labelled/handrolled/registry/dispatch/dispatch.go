// Package dispatch answers tools/call with the tools of package catalog
// and writes a tool's error into an isError result.
package dispatch

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
	IsError bool    `json:"isError,omitempty"`
}

// Dispatcher answers requests.
type Dispatcher struct{ Tools *catalog.Tools }

// Serve answers one request.
func (d *Dispatcher) Serve(ctx context.Context, method string, params json.RawMessage) (any, error) {
	switch method {
	case "tools/call":
		var call struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		if err := json.Unmarshal(params, &call); err != nil {
			return Answer{IsError: true, Content: []Block{{Type: "text", Text: "params must be an object"}}}, nil
		}
		entry, ok := d.Tools.Lookup(call.Name)
		if !ok {
			return Answer{IsError: true, Content: []Block{{Type: "text", Text: "no tool named " + call.Name}}}, nil // want unknowntool:`isError`
		}
		value, err := entry.Run(ctx, call.Arguments)
		if err != nil {
			return Answer{IsError: true, Content: []Block{{Type: "text", Text: "error: " + err.Error()}}}, nil // ok errorleak
		}
		text, _ := json.Marshal(value)
		return Answer{Content: []Block{{Type: "text", Text: string(text)}}}, nil // ok errorleak
	}
	return nil, nil
}
