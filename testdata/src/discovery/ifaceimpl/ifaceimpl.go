// Package ifaceimpl holds the tools of a hand-rolled server whose
// dispatcher, in package ifacedispatch, imports it: it declares no MCP
// type of its own, and only the dispatcher's package knows where the
// tools' errors go: it lists them (Result.Imported), and this package
// lists none.
package ifaceimpl

import (
	"errors"
	"os"
)

// Tool is the project's tool interface.
type Tool interface {
	Execute(args map[string]any) (string, error)
}

// ReadTool reads a file.
type ReadTool struct{ Root string }

// NewReadTool returns the read tool.
func NewReadTool(root string) *ReadTool { return &ReadTool{Root: root} }

// Execute reads the file named by args["path"].
func (t *ReadTool) Execute(args map[string]any) (string, error) {
	p, _ := args["path"].(string)
	b, err := os.ReadFile(t.Root + "/" + p)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// StatTool reports a file's size.
type StatTool struct{}

// Execute stats the file named by args["path"].
func (StatTool) Execute(args map[string]any) (string, error) {
	p, _ := args["path"].(string)
	if p == "" {
		return "", errors.New("path is required")
	}
	fi, err := os.Stat(p)
	if err != nil {
		return "", err
	}
	return fi.Name(), nil
}

// Helper has Execute's shape but no dispatcher calls it: not a tool.
func Helper(args map[string]any) (string, error) { return "", nil }
