// Package regall hands the server it is given on to package regplain.
package regall

import (
	"github.com/mark3labs/mcp-go/server"

	"parity/regplain"
)

// RegisterAll adds every tool to s.
func RegisterAll(s *server.MCPServer) {
	regplain.Register(s)
}
