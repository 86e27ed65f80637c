// Package tickettools holds the ticket tools; it knows the backend only
// as a ticketapi.Service, which package main builds and registers.
package tickettools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"labelled/mcpgo/ticketapi"
)

// Tools serves the ticket tools.
type Tools struct {
	Tickets ticketapi.Service
}

// OpenTickets lists the open tickets.
func (t *Tools) OpenTickets(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ids, err := t.Tickets.Open(ctx)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("Failed to list tickets: %v", err)), nil // want errorleak:`configured endpoint \(field Client.endpoint\)`
	}
	return mcp.NewToolResultText(strings.Join(ids, "\n")), nil
}

// CloseTicket closes one ticket.
func (t *Tools) CloseTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if err := t.Tickets.Close(ctx, id); err != nil {
		return mcp.NewToolResultError("close failed: " + err.Error()), nil // ok errorleak
	}
	return mcp.NewToolResultText("closed " + id), nil
}
