package main

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/precision"
)

// newPrecisionServer registers the tools of package precision, which
// builds them without registering them: their routing is decided here
// (no middleware: mcp-go's -32603 for a returned error).
func newPrecisionServer(p *precision.Server, clients precision.ClientsFn) *server.MCPServer {
	m := server.NewMCPServer("precision", "1.0.0")
	m.AddTool(precision.GetTicket(clients))
	m.AddTool(mcp.NewTool("close_ticket"), p.CloseTicket)
	m.AddTool(mcp.NewTool("me"), p.Me)
	m.AddTool(mcp.NewTool("new_api_key"), p.NewAPIKey)
	m.AddTool(mcp.NewTool("count_rows"), p.CountRows)
	return m
}
