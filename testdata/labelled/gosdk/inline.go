package main

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// registerInline registers tools whose handlers are closures.
func registerInline(m *mcp.Server, s *srv) {
	mcp.AddTool(m, &mcp.Tool{Name: "cal_inline"}, func(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
		if in.Day == "" {
			return nil, calOut{}, fmt.Errorf("cal_inline: %w", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "day is required"}) // want wrappedrpcerror:`wrapped`
		}
		return nil, calOut{}, nil // ok wrappedrpcerror structurederror
	})
	m.AddTool(&mcp.Tool{Name: "station_inline", InputSchema: object}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if s.stations == nil {
			return nil, nil // want nilresult:`nil result`
		}
		if _, err := s.count(ctx); err != nil {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "unable to count stations: " + err.Error()}}}, nil // want unflaggederror:`does not set isError`
		}
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: ""}}}, nil // want emptyerror:`only empty text`
	})
	mcp.AddTool(m, &mcp.Tool{Name: "report_inline"}, func(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, report, error) {
		if in.User == "" {
			res := &mcp.CallToolResult{}
			res.SetError(fmt.Errorf("user is required"))
			return res, report{}, nil // want structurederror:`into structuredContent`
		}
		return nil, report{City: in.User}, nil // ok structurederror
	})
}
