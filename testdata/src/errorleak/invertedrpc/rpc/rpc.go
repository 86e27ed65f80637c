// Package rpc is a hand-rolled dispatcher that declares the tool record
// and writes a tool's error text into an isError result; it imports no
// package of tools (package tools fills its records).
package rpc

import "encoding/json"

// Handler is a tool's function.
type Handler func(args map[string]any) (any, error)

// Tool is a tool's record.
type Tool struct {
	Name string
	Run  Handler
}

type text struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callResult struct {
	Content []text `json:"content"`
	IsError bool   `json:"isError,omitempty"`
}

// Dispatcher calls the records it is given.
type Dispatcher struct{ tools map[string]Tool }

// New keeps the records by name.
func New(ts []Tool) *Dispatcher {
	d := &Dispatcher{tools: map[string]Tool{}}
	for _, t := range ts {
		d.tools[t.Name] = t
	}
	return d
}

// Call answers one request.
func (d *Dispatcher) Call(method, name string, args map[string]any) any {
	if method != "tools/call" {
		return nil
	}
	t, ok := d.tools[name]
	if !ok {
		return callResult{IsError: true, Content: []text{{Type: "text", Text: "no such tool"}}}
	}
	out, err := t.Run(args)
	if err != nil {
		return callResult{IsError: true, Content: []text{{Type: "text", Text: err.Error()}}}
	}
	b, _ := json.Marshal(out)
	return callResult{Content: []text{{Type: "text", Text: string(b)}}}
}
