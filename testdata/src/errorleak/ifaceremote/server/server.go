// Package server builds the services and registers the handlers of
// package handlers: it sees the implementations of package impl.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/ifaceremote/handlers"
	"errorleak/ifaceremote/impl"
)

// New returns the server.
func New() *server.MCPServer {
	c := impl.New()
	h := &handlers.H{Jobs: c, Notes: &impl.Memo{}, Stats: &impl.FakeStats{}, Files: c}
	s := server.NewMCPServer("remote", "1.0.0")
	s.AddTool(mcp.NewTool("list_jobs"), h.ListJobs)
	s.AddTool(mcp.NewTool("list_jobs_again"), h.ListJobs)
	s.AddTool(mcp.NewTool("read_note"), h.ReadNote)
	s.AddTool(mcp.NewTool("count_stats"), h.CountStats)
	s.AddTool(mcp.NewTool("fetch_file"), h.FetchFile)
	s.AddTool(mcp.NewTool("ignored_jobs"), h.IgnoredJobs)
	s.AddTool(mcp.NewTool("list_jobs_func"), handlers.NewListJobs(c))
	return s
}
