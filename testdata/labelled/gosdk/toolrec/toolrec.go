// Package toolrec keeps tool records that other packages write in their
// init functions and package main registers (issue 22, eval35: the
// writer never sees the reader).
package toolrec

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Entry is one tool: Run is a typed handler, which only mcp.AddTool takes.
type Entry struct {
	Name string
	Run  func(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error)
}

// Entries are the recorded tools by name.
var Entries = map[string]Entry{}

// Add records e.
func Add(e Entry) { Entries[e.Name] = e }
