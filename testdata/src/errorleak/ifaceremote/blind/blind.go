// Package blind registers AuditTrail without importing package audit,
// which implements its service: it sees no implementation, and reports
// nothing.
package blind

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/ifaceremote/handlers"
	"errorleak/ifaceremote/iface"
)

// Register adds the audit tool over a given service.
func Register(s *server.MCPServer, a iface.Audit) {
	h := &handlers.H{Audit: a}
	s.AddTool(mcp.NewTool("audit_trail"), h.AuditTrail)
}
