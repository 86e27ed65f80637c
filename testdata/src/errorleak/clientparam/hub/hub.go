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

// Sessions builds a server per session, on a client of the forge at
// baseURL with the session's token.
func Sessions(baseURL string) func(token string) *server.MCPServer {
	return func(token string) *server.MCPServer {
		s := server.NewMCPServer("forge", "1")
		tools.RegisterUsers(s, forge.NewClientAt(baseURL, token))
		return s
	}
}
