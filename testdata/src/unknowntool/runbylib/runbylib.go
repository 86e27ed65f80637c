// Package runbylib keeps the tools of a hand-rolled server in a registry
// of its own: Register keeps a tool's function with its descriptor, Call
// looks the requested name up and runs it. It answers no tools/call;
// runbyuser's tools/call code calls Call and answers its error with an
// isError result, so Call's error for a name it holds no tool for reaches
// the model as a tool's failure.
package runbylib

import (
	"context"
	"encoding/json"
	"errors"
)

// Descriptor describes a tool.
type Descriptor struct {
	Name        string
	Description string
}

// Func is a tool's function.
type Func func(ctx context.Context, args json.RawMessage) (any, error)

var registry = map[string]struct {
	desc Descriptor
	run  Func
}{}

// Register keeps fn as the tool d describes.
func Register(d Descriptor, fn Func) {
	registry[d.Name] = struct {
		desc Descriptor
		run  Func
	}{d, fn}
}

// List returns the descriptors of the tools.
func List() []Descriptor {
	out := make([]Descriptor, 0, len(registry))
	for _, e := range registry {
		out = append(out, e.desc)
	}
	return out
}

// Call runs the tool name with args.
func Call(ctx context.Context, name string, args json.RawMessage) (any, error) {
	e, ok := registry[name]
	if !ok {
		return nil, errors.New("unknown tool: " + name) // want `unknown tool answered with an error that dispatch answers with an isError result \(dispatched by package runbyuser at runbyuser.go:\d+\)`
	}
	return e.run(ctx, args)
}
