// Package unsupported is built on an MCP SDK mcplint does not model: it is
// named instead of passing as clean.
package unsupported

import (
	mcp "github.com/metoro-io/mcp-golang" // want `note: package imports github.com/metoro-io/mcp-golang, an MCP SDK mcplint does not support`
)

type args struct{ Q string }

func register(s *mcp.Server) error {
	return s.RegisterTool("search", "search things", func(a args) (string, error) { return a.Q, nil })
}
