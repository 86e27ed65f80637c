// Package public serves the tools on the public forge: its client is
// built on the forge's default host, no endpoint of the server's.
package public

import (
	"errorleak/clientfield/tools"

	"github.com/acme/forge"
	"github.com/mark3labs/mcp-go/server"
)

// Serve registers the tools on the public forge.
func Serve(s *server.MCPServer, token string) error {
	c, err := forge.NewClient(token)
	if err != nil {
		return err
	}
	tools.RegisterAll(s, &tools.Deps{Forge: c})
	return nil
}
