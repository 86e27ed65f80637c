package mcpgo

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerBatch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("send_all"), sendAll)
	s.AddTool(mcp.NewTool("send_one"), sendOne)
}

// draftOutcome is one draft's line of a batch report.
type draftOutcome struct {
	ID     string `json:"id"`
	Status string `json:"status"`
	Error  string `json:"error,omitempty"`
}

// sendAll sends every draft and reports per draft: the call succeeded,
// and the summary's "failed" member is a count, not a failure.
func sendAll(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sent, failed := 0, 0
	var outcomes []draftOutcome
	for _, id := range []string{"a", "b"} {
		if _, err := fetch(id); err != nil {
			outcomes = append(outcomes, draftOutcome{ID: id, Status: "failed", Error: fmt.Errorf("send %s: %w", id, err).Error()})
			failed++
			continue
		}
		sent++
	}
	b, _ := json.MarshalIndent(map[string]any{"sent": sent, "failed": failed, "results": outcomes}, "", "  ")
	return mcp.NewToolResultText(string(b)), nil
}

// sendOne builds an error it never returns; the text that follows says
// what was sent.
func sendOne(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	skipped := fmt.Errorf("draft %s skipped", id)
	_ = skipped
	return mcp.NewToolResultText(fmt.Sprintf("Sent %s (no failure)", id)), nil
}
