// Package authroutes registers package authreports' tools.
package authroutes

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"parity/authreports"
)

// Register adds the report tools to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("report"), authreports.Report)
}
