package main

// go-sdk multi-tool handlers that decide on a part of the requested name.

import (
	"context"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type bayHub struct {
	bays map[string]map[string]stationTool
}

func registerBays(s *mcp.Server, h *bayHub) {
	for _, name := range []string{"bay.open", "bay_close"} {
		s.AddTool(&mcp.Tool{Name: name, InputSchema: map[string]any{"type": "object"}}, h.twoLevel)
		s.AddTool(&mcp.Tool{Name: name, InputSchema: map[string]any{"type": "object"}}, h.twoLevelGood)
		s.AddTool(&mcp.Tool{Name: name, InputSchema: map[string]any{"type": "object"}}, h.stripped)
	}
}

func (h *bayHub) twoLevel(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	parts := strings.SplitN(req.Params.Name, ".", 2)
	bay, ok := h.bays[parts[0]]
	if !ok {
		return nil, fmt.Errorf("unknown bay %q", parts[0]) // want unknowntool:`plain error, which go-sdk sends as JSON-RPC code 0`
	}
	t, ok := bay[parts[len(parts)-1]]
	if !ok {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound, Message: "unknown tool"} // want unknowntool:`JSON-RPC -32601`
	}
	return t(ctx, req)
}

func (h *bayHub) twoLevelGood(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	bayName, toolName, _ := strings.Cut(req.Params.Name, ".")
	bay, ok := h.bays[bayName]
	if !ok {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown bay"} // ok unknowntool
	}
	t, ok := bay[toolName]
	if !ok {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"} // ok unknowntool
	}
	return t(ctx, req)
}

func (h *bayHub) stripped(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch strings.TrimPrefix(req.Params.Name, "bay_") {
	case "close":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "closed"}}}, nil
	default:
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "unknown bay tool"}}}, nil // want unknowntool:`isError result`
	}
}
