// Package tools implements package server's interfaces with switchers on
// the tool's name: the tools of Files (an Executor) send their errors as
// -32603 JSON-RPC errors, those of Clock (a Runner) as isError results.
package tools

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"rpcerror/inverted/server"
)

// Files reads files.
type Files struct{ root string }

// Execute runs the tool name.
func (f *Files) Execute(ctx context.Context, name string, args map[string]any) (*server.Result, error) {
	switch name {
	case "read_file":
		return f.read(ctx, args)
	case "stat_file":
		return f.stat(ctx, args)
	default:
		return nil, fmt.Errorf("unknown tool %q", name)
	}
}

func (f *Files) read(ctx context.Context, args map[string]any) (*server.Result, error) {
	path, ok := args["path"].(string)
	if !ok {
		return nil, errors.New("path must be a string") // want `tool "read_file" handler returns an error that dispatcher Server.callTool sends as JSON-RPC error -32603`
	}
	b, err := os.ReadFile(f.root + "/" + path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err) // want `tool "read_file" handler returns an error that dispatcher Server.callTool sends as JSON-RPC error -32603`
	}
	return &server.Result{Content: []server.Content{{Type: "text", Text: string(b)}}}, nil
}

func (f *Files) stat(ctx context.Context, args map[string]any) (*server.Result, error) {
	path, _ := args["path"].(string)
	fi, err := os.Stat(f.root + "/" + path)
	if err != nil {
		return &server.Result{Content: []server.Content{{Type: "text", Text: "no such file: " + path}}, IsError: true}, nil
	}
	return &server.Result{Content: []server.Content{{Type: "text", Text: fi.Name()}}}, nil
}

// Clock tells the time.
type Clock struct{}

// Run runs the tool name: its errors become isError results.
func (Clock) Run(ctx context.Context, name string, args map[string]any) (*server.Result, error) {
	switch name {
	case "now":
		return now(ctx, args)
	case "zone":
		return zone(ctx, args)
	}
	return nil, errors.New("unknown tool")
}

func now(ctx context.Context, args map[string]any) (*server.Result, error) {
	return &server.Result{Content: []server.Content{{Type: "text", Text: time.Now().String()}}}, nil
}

func zone(ctx context.Context, args map[string]any) (*server.Result, error) {
	name, _ := args["zone"].(string)
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, err // an isError result: fine
	}
	return &server.Result{Content: []server.Content{{Type: "text", Text: loc.String()}}}, nil
}
