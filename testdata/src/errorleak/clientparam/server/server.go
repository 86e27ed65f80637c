// Package server builds the forge clients and hands them to the tools:
// one on the configured endpoint, one on the public forge.
package server

import (
	"os"

	"errorleak/clientparam/tools"

	"github.com/acme/forge"
	"github.com/mark3labs/mcp-go/server"
)

// New builds the server.
func New() *server.MCPServer {
	s := server.NewMCPServer("forge", "1")
	tools.Register(s, forge.NewClientAt(os.Getenv("FORGE_URL"), os.Getenv("FORGE_TOKEN")))
	public, _ := forge.NewClient(os.Getenv("FORGE_TOKEN"))
	tools.RegisterMirror(s, public)
	return s
}
