// Package storedsrv registers the handlers package storedtools keeps in
// its registry, as they are: their errors become JSON-RPC errors.
package storedsrv

import (
	"github.com/mark3labs/mcp-go/server"

	"parity/storedtools"
)

// New builds the server.
func New() *server.MCPServer {
	s := server.NewMCPServer("stored", "1.0.0")
	for _, e := range storedtools.Registry {
		s.AddTool(e.Tool, e.Handler)
	}
	return s
}
