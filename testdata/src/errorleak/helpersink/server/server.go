// Package server builds the notes client and registers the handlers of
// package tools over it.
package server

import (
	"os"

	"errorleak/helpersink/store"
	"errorleak/helpersink/tools"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// New returns the server.
func New() *server.MCPServer {
	s := server.NewMCPServer("notes", "1.0.0")
	h := &tools.H{Notes: store.Open(os.Getenv("NOTES_URL"))}
	s.AddTool(mcp.NewTool("show"), h.Show)
	return s
}
