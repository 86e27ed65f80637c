// want package:"exits\\(Run:43, Run:45\\)"
// Package registry keeps the tools of a hand-rolled server: Add keeps a
// tool's function under its name, Run looks it up and returns its
// results. It answers no tools/call itself; the package that calls Run
// from its tools/call code decides where a tool's error goes.
package registry

import (
	"context"
	"errors"
)

// Func is a tool's function.
type Func func(ctx context.Context, args map[string]any) (string, error)

type entry struct {
	title string
	run   Func
}

var tools = map[string]entry{}

// Add keeps fn as the tool name.
func Add(name, title string, fn Func) {
	tools[name] = entry{title: title, run: fn}
}

// Descriptor describes a tool.
type Descriptor struct {
	Name  string
	Title string
}

// Define keeps fn as the tool d describes.
func Define(d Descriptor, fn Func) {
	tools[d.Name] = entry{title: d.Title, run: fn}
}

// Run runs the tool name with args.
func Run(ctx context.Context, name string, args map[string]any) (string, error) {
	e, ok := tools[name]
	if !ok {
		return "", errors.New("no such tool")
	}
	return e.run(ctx, args)
}

// Titles lists the tools' titles.
func Titles() []string {
	var out []string
	for _, e := range tools {
		out = append(out, e.title)
	}
	return out
}
