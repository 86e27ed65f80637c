// Package registry keeps tool records whose handlers other packages
// write and a command reads: nothing here says how they are registered.
package registry

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Entry is a go-sdk tool: only mcp.AddTool takes a Run of this shape.
type Entry struct {
	Name string
	Run  func(ctx context.Context, req *gosdk.CallToolRequest, args map[string]any) (*gosdk.CallToolResult, any, error)
}

// Legacy is an mcp-go tool, whose errors go where its reader sends them.
type Legacy struct {
	Name   string
	Handle func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

// Entries and Legacies are filled by the tool packages' init functions.
var (
	Entries  = map[string]Entry{}
	Legacies = map[string]Legacy{}
)

// Add records e.
func Add(e Entry) { Entries[e.Name] = e }

// AddLegacy records l.
func AddLegacy(l Legacy) { Legacies[l.Name] = l }
