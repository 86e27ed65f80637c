// Package hub hands the client it is given on to the tools' registrars.
package hub

import (
	"errorleak/clientparam/tools"

	"github.com/acme/forge"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterAll adds every tool.
func RegisterAll(s *server.MCPServer, c *forge.Client) {
	tools.RegisterIssues(s, c)
}
