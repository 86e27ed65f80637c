// Command providersrv registers the tools of its providers, which it
// knows only through an interface.
package main

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"parity/provider"
)

type toolProvider interface {
	Tool() mcp.Tool
	Handler() server.ToolHandlerFunc
}

func main() {
	s := server.NewMCPServer("providers", "1")
	for _, p := range []toolProvider{provider.Files{Root: "/srv"}} {
		s.AddTool(p.Tool(), p.Handler())
	}
	server.ServeStdio(s)
}
