package mcpgo

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerErrorHelpers(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("eh_archive"), ehArchive)
	s.AddTool(mcp.NewTool("eh_events"), ehEvents)
}

// errorResult answers a failure, by its name, but forgets isError.
func errorResult(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultText("❌ " + msg)
}

// failResultf formats the failure's message.
func failResultf(format string, args ...any) *mcp.CallToolResult {
	return mcp.NewToolResultText(fmt.Sprintf(format, args...))
}

// toolError answers a failure and sets isError: right.
func toolError(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg)
}

// errorEvents formats data about errors: not a failure's answer.
func errorEvents(events []string) *mcp.CallToolResult {
	return mcp.NewToolResultText(strings.Join(events, "\n"))
}

// isErrorState is a predicate's name, whatever it makes.
func isErrorState(state string) *mcp.CallToolResult {
	return mcp.NewToolResultText("state: " + state)
}

func ehArchive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	switch {
	case name == "":
		return toolError("name is required"), nil
	case strings.HasPrefix(name, "archived/"):
		return errorResult("the project " + name + " is archived; pick an active one"), nil // want `result is made by errorResult, whose name says it answers a failure, but does not set isError: .*; set isError in the helper`
	case len(name) > 64:
		return failResultf("name has %d characters, at most 64 are allowed", len(name)), nil // want `result is made by failResultf, whose name says it answers a failure`
	case name == "none":
		return errorResult(""), nil
	}
	return mcp.NewToolResultText("archived " + name), nil
}

func ehEvents(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("format", "") == "state" {
		return isErrorState("open"), nil
	}
	return errorEvents([]string{"panic: nil map", "timeout"}), nil
}
