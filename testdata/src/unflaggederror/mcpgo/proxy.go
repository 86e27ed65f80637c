package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// A proxy relays the tools of another MCP server: where the downstream
// result has IsError set, that tool failed.

type agentOutcome struct {
	Agent  string `json:"agent"`
	Status string `json:"status"`
	Result string `json:"result,omitempty"`
}

type proxy struct{ downstream *client.Client }

func registerProxy(s *server.MCPServer, p *proxy) {
	s.AddTool(mcp.NewTool("agent_result"), p.agentResult)
	s.AddTool(mcp.NewTool("agent_echo"), p.agentEcho)
}

func firstText(res *mcp.CallToolResult) string {
	if len(res.Content) > 0 {
		if tc, ok := res.Content[0].(mcp.TextContent); ok {
			return tc.Text
		}
	}
	return ""
}

func (p *proxy) agentResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var down mcp.CallToolRequest
	down.Params.Name = "result"
	res, err := p.downstream.CallTool(ctx, down)
	if err != nil {
		return mcp.NewToolResultError("the agent could not be reached"), nil
	}
	if res.IsError {
		b, _ := json.Marshal(agentOutcome{Agent: "a1", Status: "error", Result: firstText(res)})
		return mcp.NewToolResultText(string(b)), nil // want `is returned where CallTool failed, and reads as a failure but does not set isError`
	}
	b, _ := json.Marshal(agentOutcome{Agent: "a1", Status: "done", Result: firstText(res)})
	return mcp.NewToolResultText(string(b)), nil
}

// agentEcho relays the downstream text either way, flagging a failure
// as one: fine.
func (p *proxy) agentEcho(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var down mcp.CallToolRequest
	down.Params.Name = "echo"
	res, err := p.downstream.CallTool(ctx, down)
	if err != nil {
		return mcp.NewToolResultError("the agent could not be reached"), nil
	}
	if res.IsError {
		return mcp.NewToolResultError(firstText(res)), nil
	}
	if !res.IsError {
		return mcp.NewToolResultText(firstText(res)), nil
	}
	return mcp.NewToolResultText("done"), nil
}
