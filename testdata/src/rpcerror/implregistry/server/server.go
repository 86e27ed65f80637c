// Package server builds the server and registers package tools' tools.
package server

import (
	"rpcerror/implregistry/mcp"
	"rpcerror/implregistry/tools"
)

// New returns a server with the tools registered.
func New(root string) *mcp.Server {
	r := &mcp.Registry{}
	r.Register(&tools.ReadFile{Root: root})
	r.Register(tools.Ping{})
	r.Register(tools.Stat{})
	return &mcp.Server{Tools: r}
}
