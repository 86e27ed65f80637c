package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"unflaggederror/respkg"
)

func registerCrossPkg(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "cp_typed"}, crossTyped)
	mcp.AddTool(s, &mcp.Tool{Name: "cp_typed_ping"}, crossTypedPing)
	mcp.AddTool(s, &mcp.Tool{Name: "health_status"}, crossTypedHealth)
	s.AddTool(&mcp.Tool{Name: "cp_low"}, crossLow)
}

// crossTyped returns, as its output, an Outcome of another package whose
// success is false where the store failed.
func crossTyped(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, *respkg.Outcome, error) {
	return nil, respkg.Write(a.Q), nil // want `the output's structured content is JSON whose "success" is false when store fails in Write, but the result does not set isError`
}

// crossTypedPing returns a Report whose error is never set.
func crossTypedPing(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, respkg.Report, error) {
	return nil, respkg.Ping(), nil
}

// crossTypedHealth answers the health check the model asked for.
func crossTypedHealth(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, respkg.Health, error) {
	return nil, respkg.CheckHealth(), nil
}

// crossLow marshals a response of another package in a low-level handler.
func crossLow(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(respkg.Write("x"))
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil // want `result text is JSON whose "success" is false when store fails in Write but does not set isError`
}
