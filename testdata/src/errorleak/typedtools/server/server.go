// Package server registers the tools of package tools.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/typedtools/tools"
)

func register(s *server.MCPServer, d *tools.DB) {
	s.AddTool(mcp.NewTool("query"), mcp.NewStructuredToolHandler(d.Query))
	s.AddTool(mcp.NewTool("tables"), mcp.NewTypedToolHandler(d.Tables))
	s.AddTool(mcp.NewTool("stats"), mcp.NewStructuredToolHandler(tools.Stats))
	s.AddTool(mcp.NewTool("count"), mcp.NewStructuredToolHandler(d.Count))
	s.AddTool(mcp.NewTool("limit"), mcp.NewStructuredToolHandler(d.Limit))
}
