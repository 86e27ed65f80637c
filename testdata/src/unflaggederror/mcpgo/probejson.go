package mcpgo

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerProbeJSON(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("node_status"), nodeStatus)
	s.AddTool(mcp.NewTool("node_info"), nodeInfo)
}

// TestReachability is a probe: its error is whether the node answers.
func TestReachability(addr string) error {
	if addr == "" {
		return errors.New("unreachable")
	}
	return nil
}

// fetchNode is work: its error is a failure.
func fetchNode(addr string) (string, error) {
	if addr == "" {
		return "", errors.New("backend down")
	}
	return addr, nil
}

// nodeStatus answers up or down and, when down, why: the probe's finding.
func nodeStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out := map[string]any{"state": "up"}
	if err := TestReachability(req.GetString("addr", "")); err != nil {
		out["state"] = "down"
		out["error"] = err.Error()
	}
	b, _ := json.Marshal(out)
	return mcp.NewToolResultText(string(b)), nil
}

// nodeInfo puts the work's failure into a success answer.
func nodeInfo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out := map[string]any{}
	name, err := fetchNode(req.GetString("addr", ""))
	if err != nil {
		out["error"] = err.Error()
	}
	out["name"] = name
	b, _ := json.Marshal(out)
	return mcp.NewToolResultText(string(b)), nil // want `JSON whose "error" holds an error's text`
}
