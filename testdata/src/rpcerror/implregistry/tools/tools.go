// Package tools implements mcp.Tool: each type is a tool that mcp's
// tools/call code runs and whose error it sends as a JSON-RPC error.
package tools

import (
	"context"
	"errors"
	"fmt"
	"os"

	"rpcerror/implregistry/mcp"
)

// ReadFile reads a file.
type ReadFile struct{ Root string }

// Name names the tool.
func (t *ReadFile) Name() string { return "read_file" }

// Execute reads the file args["path"] names.
func (t *ReadFile) Execute(ctx context.Context, args map[string]any) (*mcp.Result, error) {
	path, _ := args["path"].(string)
	if path == "" {
		return &mcp.Result{IsError: true, Content: []mcp.Content{{Type: "text", Text: "path is required"}}}, nil
	}
	data, err := os.ReadFile(t.Root + "/" + path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err) // want `tool handler ReadFile.Execute returns an error that dispatcher Server.call sends as JSON-RPC error -32004; the model never sees it`
	}
	return &mcp.Result{Content: []mcp.Content{{Type: "text", Text: string(data)}}}, nil
}

// Ping answers pong.
type Ping struct{}

// Name names the tool.
func (Ping) Name() string { return "ping" }

// Execute answers pong, or fails when asked to.
func (Ping) Execute(ctx context.Context, args map[string]any) (*mcp.Result, error) {
	if fail, _ := args["fail"].(bool); fail {
		return nil, errors.New("asked to fail") // want `tool handler Ping.Execute returns an error that dispatcher Server.call sends as JSON-RPC error -32004; the model never sees it`
	}
	return &mcp.Result{Content: []mcp.Content{{Type: "text", Text: "pong"}}}, nil
}

// Stat reports a file's size; its failures are isError results.
type Stat struct{}

// Name names the tool.
func (Stat) Name() string { return "stat" }

// Execute reports the size of args["path"].
func (Stat) Execute(ctx context.Context, args map[string]any) (*mcp.Result, error) {
	path, _ := args["path"].(string)
	fi, err := os.Stat(path)
	if err != nil {
		return &mcp.Result{IsError: true, Content: []mcp.Content{{Type: "text", Text: "cannot stat " + path}}}, nil
	}
	return &mcp.Result{Content: []mcp.Content{{Type: "text", Text: fmt.Sprint(fi.Size())}}}, nil
}

// helper is no tool: it does not implement mcp.Tool.
type helper struct{}

func (helper) Execute(ctx context.Context, args map[string]any) (*mcp.Result, error) {
	return nil, errors.New("no")
}
