// Package server builds the forge clients and hands them to the tools:
// one on the configured endpoint, one on the public forge.
package server

import (
	"os"

	"errorleak/clientparam/cfg"
	"errorleak/clientparam/hub"
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

// FromConfig builds the server on the configuration file's forge.
func FromConfig(c *cfg.Config) (*server.MCPServer, error) {
	u, err := c.ResolveURL()
	if err != nil {
		return nil, err
	}
	s := server.NewMCPServer("forge", "1")
	hub.RegisterAll(s, forge.NewClientAt(u, os.Getenv("FORGE_TOKEN")))
	return s, nil
}

// PerSession serves each session on its own token.
func PerSession() func(string) *server.MCPServer {
	return hub.Sessions(os.Getenv("FORGE_URL"))
}
