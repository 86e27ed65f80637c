// Package mirror registers ListJobs too: it reports the same line
// (standalone mcplint prints it once).
package mirror

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/ifaceremote/handlers"
	"errorleak/ifaceremote/impl"
)

// Register adds the mirror's tools.
func Register(s *server.MCPServer) {
	h := &handlers.H{Jobs: impl.New()}
	s.AddTool(mcp.NewTool("mirror_jobs"), h.ListJobs)
}
