// Package kit declares the records package storedext fills: nothing here
// reads their handlers.
package kit

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool pairs a definition with its handler.
type Tool struct {
	Def     mcp.Tool
	Handler server.ToolHandlerFunc
}
