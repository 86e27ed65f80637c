package mcpgo

import (
	"context"
	"fmt"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerWords7(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("w7"), words7)
	s.AddTool(mcp.NewTool("w7b"), words7b)
}

// words7 looks the address up with a command: where the command failed,
// "no container found" is no answer, it hides the failure; where it ran,
// finding nothing is the answer.
// containersAt lists the containers on a network.
func containersAt(ctx context.Context, addr string) ([]byte, error) {
	return exec.CommandContext(ctx, "docker", "ps", "--filter", "network="+addr).Output()
}

func words7(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	addr := req.GetString("addr", "")
	out, err := containersAt(ctx, addr)
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("No container found with IP: %s", addr)), nil // want `is returned where containersAt failed, and reads as a failure`
	}
	if len(out) == 0 {
		return mcp.NewToolResultText(fmt.Sprintf("No container found with IP: %s", addr)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// words7b answers status tokens in snake case: "lookup_failed" where the
// command failed is a failure; "not_found" where it ran and found nothing
// is the answer; "partial_failure" says part of the work was done.
func words7b(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := containersAt(ctx, req.GetString("addr", ""))
	if err != nil {
		return mcp.NewToolResultText("lookup_failed"), nil // want `text "lookup_failed" is returned where containersAt failed, and reads as a failure`
	}
	if len(out) == 0 {
		return mcp.NewToolResultText("not_found"), nil
	}
	if _, err := containersAt(ctx, "bridge"); err != nil {
		// Some of the work was done: a partial outcome, not a failure.
		return mcp.NewToolResultText("partial_failure"), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
