// Package lookuplib keeps its tools behind an interface in a registry
// that exported methods look the requested name up in, answering a name
// it does not hold with an error: the package calling them decides how
// that error goes out.
package lookuplib

import (
	"context"
	"fmt"
)

// Result is the answer to a tool call.
type Result struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// Content is one content item.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// Tool is one tool.
type Tool interface {
	Run(ctx context.Context, args map[string]any) (*Result, error)
}

// Catalog keeps the tools by name.
type Catalog struct{ tools map[string]Tool }

// Invoke runs the tool named name.
func (c *Catalog) Invoke(ctx context.Context, name string, args map[string]any) (*Result, error) {
	t, ok := c.tools[name]
	if !ok {
		return nil, fmt.Errorf("no tool %q", name) // want `unknown tool answered with an error that Server.call sends as JSON-RPC -32603 \(dispatched by package lookupuser at lookupuser.go:\d+\): MCP requires JSON-RPC -32602`
	}
	return t.Run(ctx, args)
}

// Find runs the tool named name, if the catalog has one.
func (c *Catalog) Find(ctx context.Context, name string, args map[string]any) (*Result, error) {
	if t, ok := c.tools[name]; ok {
		return t.Run(ctx, args)
	}
	return nil, fmt.Errorf("no tool %q", name) // want `unknown tool answered with an error that Server.call sends as JSON-RPC -32603`
}

// Labels keeps labels by name: not a registry of tools.
type Labels struct{ byName map[string]string }

// Label returns the label named name.
func (l *Labels) Label(ctx context.Context, name string, args map[string]any) (*Result, error) {
	text, ok := l.byName[name]
	if !ok {
		return nil, fmt.Errorf("no label %q", name)
	}
	return &Result{Content: []Content{{Type: "text", Text: text}}}, nil
}
