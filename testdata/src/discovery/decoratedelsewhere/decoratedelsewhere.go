// Package decoratedelsewhere registers handlers that another package makes,
// through a same-package decorator: they are discovered where they are
// written, so this package gets no note although it has no handler itself.
package decoratedelsewhere

import (
	"github.com/mark3labs/mcp-go/server"

	"discovery/factorylib"
)

// Middleware decorates a handler.
type Middleware func(server.ToolHandlerFunc) server.ToolHandlerFunc

type route struct {
	s   *server.MCPServer
	mws []Middleware
}

// apply runs h through the route's middleware.
func (r *route) apply(h server.ToolHandlerFunc, mws ...Middleware) server.ToolHandlerFunc {
	for _, mw := range mws {
		h = mw(h)
	}
	return h
}

func (r *route) register() {
	tool, h := factorylib.Make()
	r.s.AddTool(tool, r.apply(h, r.mws...))
}
