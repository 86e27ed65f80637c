// Package mcptest is a hand-written test stub of the API surface of
// github.com/mark3labs/mcp-go/mcptest (v1.6.0), for analysistest in GOPATH
// mode. Names and signatures follow the real SDK; bodies are minimal.
package mcptest

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Server encapsulates an in-process MCP server for tests.
type Server struct {
	name       string
	tools      []server.ServerTool
	serverOpts []server.ServerOption
}

// NewServer starts a new MCP server with the provided tools.
func NewServer(t *testing.T, tools ...server.ServerTool) (*Server, error) {
	s := NewUnstartedServer(t)
	s.AddTools(tools...)
	return s, nil
}

// NewUnstartedServer creates a server that is not started yet.
func NewUnstartedServer(t *testing.T) *Server { return &Server{name: t.Name()} }

func (s *Server) AddTools(tools ...server.ServerTool) { s.tools = append(s.tools, tools...) }

func (s *Server) AddTool(tool mcp.Tool, handler server.ToolHandlerFunc) {
	s.tools = append(s.tools, server.ServerTool{Tool: tool, Handler: handler})
}

func (s *Server) AddServerOptions(opts ...server.ServerOption) {
	s.serverOpts = append(s.serverOpts, opts...)
}

func (s *Server) Start(ctx context.Context) error { return nil }
func (s *Server) Close()                          {}
