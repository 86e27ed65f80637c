package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type monitor struct {
	lastErr error
}

func registerState(s *server.MCPServer, m *monitor) {
	s.AddTool(mcp.NewTool("last_failure"), m.lastFailure)
	s.AddTool(mcp.NewTool("status"), status)
	s.AddTool(mcp.NewTool("statements"), statements)
	s.AddTool(mcp.NewTool("count"), count)
}

// lastFailure reports an error the server kept from earlier work: data.
func (m *monitor) lastFailure(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if m.lastErr == nil {
		return mcp.NewToolResultText("no failures recorded"), nil
	}
	return mcp.NewToolResultText("last failure at 12:00: " + m.lastErr.Error()), nil
}

func code() int { return 500 }

func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if c := code(); c >= 500 {
		return mcp.NewToolResultText(fmt.Sprintf("Request failed with status %d", c)), nil // want `result text "Request failed with status …" reads as a failure but does not set isError`
	}
	if c := code(); c == 404 {
		return mcp.NewToolResultText(fmt.Sprintf("%d tests failed, 12 passed", c)), nil
	}
	return mcp.NewToolResultText("HTTP call failed: the upstream API is down"), nil // want `reads as a failure`
}

// statements returns failure messages that need more than their first
// words, and texts that only look like them.
func statements(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	switch req.GetString("case", "") {
	case "a":
		return mcp.NewToolResultText("An error occurred while saving."), nil // want `result text "An error occurred while saving." reads as a failure`
	case "b":
		return mcp.NewToolResultText("query is required"), nil // want `reads as a failure`
	case "c":
		return mcp.NewToolResultText(fmt.Sprintf("Issue %s not found", id)), nil // want `result text "Issue … not found" reads as a failure`
	case "d":
		return mcp.NewToolResultText("The file " + id + " does not exist"), nil // want `reads as a failure`
	case "e":
		return mcp.NewToolResultText("limit must be between 1 and 100"), nil // want `reads as a failure`
	case "f":
		return mcp.NewToolResultText("Invalid date format, use YYYY-MM-DD"), nil // want `reads as a failure`
	case "g":
		return mcp.NewToolResultText("Permission denied: " + id + " is read-only"), nil // want `reads as a failure`
	case "h":
		return mcp.NewToolResultText("Request timed out after 30s"), nil // want `reads as a failure`
	case "i":
		return mcp.NewToolResultText("No results found for " + id), nil
	case "j":
		return mcp.NewToolResultText("Checked 12 links: 10 ok, 2 not found"), nil
	case "k":
		return mcp.NewToolResultText("Required fields: title, body"), nil
	case "l":
		return mcp.NewToolResultText("Invalidated 3 cache entries"), nil
	}
	return mcp.NewToolResultText("Not all sources answered; showing partial results"), nil
}

// count reports a failure through a variable set on the failing path.
func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := fetch(req.Params.Name)
	var msg string
	if err != nil {
		msg = "cannot count items: " + err.Error()
	} else {
		msg = n + " items"
	}
	if err != nil {
		return mcp.NewToolResultText(msg), nil // want `result text "cannot count items: …" reads as a failure on one path`
	}
	return mcp.NewToolResultText(msg), nil
}
