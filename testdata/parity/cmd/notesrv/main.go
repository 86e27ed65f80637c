// Command notesrv registers the tools package notetools provides through
// its interface, in a helper given the interface value.
package main

import (
	"github.com/mark3labs/mcp-go/server"

	"parity/notetools"
)

func register(s *server.MCPServer, n notetools.Notes) {
	s.AddTool(n.Get())
	s.AddTool(n.Delete())
}

func main() {
	s := server.NewMCPServer("notes", "1")
	register(s, notetools.New())
	server.ServeStdio(s)
}
