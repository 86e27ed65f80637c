// Package handtools holds the tools of a hand-rolled server whose
// tools/call dispatcher (package handsrv) imports them and answers a
// tool's error with JSON-RPC error -32603.
package handtools

import (
	"context"
	"encoding/json"
	"os"
)

// Block is a content block.
type Block struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// Result is a tools/call result.
type Result struct {
	Content []Block `json:"content"`
	IsError bool    `json:"isError,omitempty"`
}

// Disk reads files under a root.
type Disk struct{ Root string }

// Cat returns a file's text.
func (d Disk) Cat(ctx context.Context, raw json.RawMessage) (*Result, error) {
	var args struct {
		Name string `json:"name"`
	}
	if err := json.Unmarshal(raw, &args); err != nil {
		return &Result{IsError: true, Content: []Block{{Type: "text", Text: "arguments must be an object with a name"}}}, nil
	}
	if args.Name == "." {
		return nil, nil // want nilresult:`neither result nor error`
	}
	b, err := os.ReadFile(d.Root + "/" + args.Name)
	if err != nil {
		return nil, err // want rpcerror:`-32603`
	}
	return &Result{Content: []Block{{Type: "text", Text: string(b)}}}, nil
}

// Grep searches a file; its failure text goes out as a success.
func (d Disk) Grep(ctx context.Context, raw json.RawMessage) (*Result, error) {
	b, err := os.ReadFile(d.Root + "/index")
	if err != nil {
		return &Result{Content: []Block{{Type: "text", Text: "search failed: " + err.Error()}}}, nil // want unflaggederror:`isError`
	}
	return &Result{Content: []Block{{Type: "text", Text: string(b)}}}, nil
}

// Runner is a tool the server keeps in its registry.
type Runner interface {
	Run(ctx context.Context, args map[string]any) (string, error)
}

type statTool struct{ root string }

// Run reports a file's size.
func (t statTool) Run(ctx context.Context, args map[string]any) (string, error) {
	name, _ := args["name"].(string)
	fi, err := os.Stat(t.root + "/" + name)
	if err != nil {
		return "", err // want rpcerror:`-32603`
	}
	return fi.Name(), nil
}

// Runners returns the registry's tools by name.
func Runners(root string) map[string]Runner {
	return map[string]Runner{"stat": statTool{root: root}}
}
