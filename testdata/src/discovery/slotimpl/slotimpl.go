// Package slotimpl keeps its tools, (any, error) methods, in records put
// into a registry by a register method; a dispatcher of another package
// (slotdispatch) calls them. Its prompts, of another record type, and the
// functions it stores in records it puts in no registry are not listed.
package slotimpl

import (
	"context"
	"encoding/json"
	"errors"
)

type HandlerFunc func(ctx context.Context, in json.RawMessage) (any, error)

type Tool struct {
	Name    string
	Handler HandlerFunc
}

type Registry struct {
	tools map[string]*Tool
	rows  []string
}

func New() *Registry {
	r := &Registry{tools: map[string]*Tool{}}
	r.register(&Tool{Name: "list_rows", Handler: r.listRows})
	r.tools["drop_rows"] = &Tool{Name: "drop_rows", Handler: r.dropRows}
	return r
}

func (r *Registry) register(t *Tool) { r.tools[t.Name] = t }

// Get returns the tool registered under name, or nil.
func (r *Registry) Get(name string) *Tool { return r.tools[name] }

// Spare is a record no registry holds.
func (r *Registry) Spare() *Tool { return &Tool{Name: "spare", Handler: r.spare} }

func (r *Registry) listRows(ctx context.Context, _ json.RawMessage) (any, error) {
	return r.rows, nil
}

func (r *Registry) dropRows(ctx context.Context, _ json.RawMessage) (any, error) {
	return nil, errors.New("read-only")
}

func (r *Registry) spare(ctx context.Context, _ json.RawMessage) (any, error) { return nil, nil }
