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
	b, err := os.ReadFile(d.Root + "/" + args.Name)
	if err != nil {
		return nil, err // want rpcerror:`-32603`
	}
	return &Result{Content: []Block{{Type: "text", Text: string(b)}}}, nil
}
