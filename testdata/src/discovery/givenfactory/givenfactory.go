// Package givenfactory registers tools whose definitions and typed
// handlers come from functions it is given (the tools' own packages pass
// them in): no handler is here, and none is lost, so no note says its
// tools are not checked.
package givenfactory

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Def is one tool's registration.
type Def struct {
	Register func(s *mcp.Server)
}

// NewDef makes the registration of the tool f describes.
func NewDef[In, Out any](f func() (mcp.Tool, mcp.ToolHandlerFor[In, Out])) Def {
	tool, handler := f()
	return Def{Register: func(s *mcp.Server) {
		mcp.AddTool(s, &tool, handler)
	}}
}
