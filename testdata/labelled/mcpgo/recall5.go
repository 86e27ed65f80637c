package main

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/ticketsvc"
	"labelled/mcpgo/tickettools"
)

// Tools of another package that hold their backend as an interface of a
// third package, whose implementation only this package builds (issue
// 22): the backend's request error is decided here.

func registerRecall5(m *server.MCPServer) {
	t := &tickettools.Tools{Tickets: ticketsvc.NewClient()}
	m.AddTool(mcp.NewTool("openTickets", mcp.WithDescription("List the open tickets.")), t.OpenTickets)
	m.AddTool(mcp.NewTool("closeTicket", mcp.WithDescription("Close a ticket."), mcp.WithString("id", mcp.Required())), t.CloseTicket)
}
