// want package:"exits\\(Catalog.Invoke:76, countTool.Run:94\\)"

// Package lookuplib keeps its tools behind an interface in a registry
// that an exported method looks the requested name up in: the method is
// a switcher, its checks after the lookup its exits, the implementations'
// methods the tools, whose own exits are theirs; the package calling it
// decides their routing.
package lookuplib

import (
	"context"
	"errors"
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
	Name() string
	Check(args map[string]any) error
	Run(ctx context.Context, args map[string]any) (*Result, error)
}

// Invoker runs tools by name: what the dispatcher holds.
type Invoker interface {
	Invoke(ctx context.Context, name string, args map[string]any) (*Result, error)
}

// WireError is a JSON-RPC error object.
type WireError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a JSON-RPC response.
type Response struct {
	Result any        `json:"result,omitempty"`
	Error  *WireError `json:"error,omitempty"`
}

// ErrorResponse builds the answer with a JSON-RPC error.
func ErrorResponse(code int, msg string) *Response {
	return &Response{Error: &WireError{Code: code, Message: msg}}
}

// Catalog keeps the tools by name.
type Catalog struct{ tools map[string]Tool }

// NewCatalog registers the tools.
func NewCatalog() *Catalog {
	c := &Catalog{tools: map[string]Tool{}}
	for _, t := range []Tool{&countTool{}, &echoTool{}} {
		c.tools[t.Name()] = t
	}
	return c
}

// Invoke runs the tool named name.
func (c *Catalog) Invoke(ctx context.Context, name string, args map[string]any) (*Result, error) {
	t, ok := c.tools[name]
	if !ok {
		return nil, fmt.Errorf("no tool %q", name)
	}
	if err := t.Check(args); err != nil {
		return nil, fmt.Errorf("bad arguments for %s: %w", name, err) // want `tool handler Catalog.Invoke \(dispatched by package lookupuser at lookupuser.go:\d+\) returns an error that dispatcher Server.call sends as JSON-RPC error -32603`
	}
	return t.Run(ctx, args)
}

type countTool struct{}

func (*countTool) Name() string { return "count" }

func (*countTool) Check(args map[string]any) error {
	if _, ok := args["table"].(string); !ok {
		return errors.New("table must be a string")
	}
	return nil
}

func (*countTool) Run(ctx context.Context, args map[string]any) (*Result, error) {
	if args["table"] == "locked" {
		return nil, errors.New("table is locked") // want `tool handler countTool.Run \(dispatched by package lookupuser at lookupuser.go:\d+\) returns an error that dispatcher Server.call sends as JSON-RPC error -32603`
	}
	return &Result{Content: []Content{{Type: "text", Text: "0 rows"}}}, nil
}

type echoTool struct{}

func (*echoTool) Name() string { return "echo" }

func (*echoTool) Check(args map[string]any) error { return nil }

func (*echoTool) Run(ctx context.Context, args map[string]any) (*Result, error) {
	text, _ := args["text"].(string)
	return &Result{Content: []Content{{Type: "text", Text: text}}}, nil
}
