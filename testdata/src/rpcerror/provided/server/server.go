// Package server registers the tools of package tools through their
// provider interface.
package server

import (
	"rpcerror/provided/tools"

	"github.com/mark3labs/mcp-go/server"
)

// New registers every tool.
func New() *server.MCPServer {
	b := &tools.Backend{}
	s := server.NewMCPServer("provided", "1.0.0")
	for _, t := range tools.All() {
		s.AddTool(t.Spec(), t.Handler(b))
	}
	return s
}
