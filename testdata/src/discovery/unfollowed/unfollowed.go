// Package unfollowed registers tools whose handlers come from behind an
// interface: discovery cannot follow them and says so.
package unfollowed

import (
	"context"
	"log"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Provider makes a tool.
type Provider interface {
	Tool() mcp.Tool
	Handler() server.ToolHandlerFunc
}

func register(s *server.MCPServer, ps []Provider) {
	for _, p := range ps {
		s.AddTool(p.Tool(), p.Handler()) // want `note: package registers tools but mcplint could not follow the handler of this registration to a function \(1 such registration\(s\) in the package\)`
	}
}

// wrap is a wrapper: its registration is followed at its callers.
func wrap(s *server.MCPServer, t mcp.Tool, h server.ToolHandlerFunc) {
	s.AddTool(t, h)
}

// instrument registers each handler it is given behind a timing closure:
// the closure only forwards the handler, which is followed at the callers.
func instrument(s *server.MCPServer, t mcp.Tool, h server.ToolHandlerFunc) {
	next := h
	s.AddTool(t, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		start := time.Now()
		res, err := next(ctx, req)
		log.Printf("%s took %v", req.Params.Name, time.Since(start))
		return res, err
	})
}
