package main

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/buildstat"
)

// Shapes of the held-out round eval87a (issue 22): a lookup of another
// package that answers its own failure with a record and a nil error,
// the failure's text in the record's error member, printed by the
// handler into a success text.

func registerSession14(m *server.MCPServer) {
	svc := &buildstat.Service{Client: http.DefaultClient, URL: "http://ci.internal:8080"}
	m.AddTool(mcp.NewTool("build_info"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := svc.Get(req.GetInt("number", 0))
		if err != nil {
			return mcp.NewToolResultError("cannot read the build"), nil
		}
		out := fmt.Sprintf("Build %d: %s", b.Number, b.Outcome)
		if b.Failure != "" {
			out += "\n" + b.Failure
		}
		return mcp.NewToolResultText(out), nil // want unflaggederror:`result text holds member Failure of what Get returns`
	})
	m.AddTool(mcp.NewTool("latest_build"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := svc.Latest()
		if err != nil {
			return mcp.NewToolResultError("cannot read the last build"), nil
		}
		return mcp.NewToolResultText(fmt.Sprintf("Build %d: %s %s", b.Number, b.Outcome, b.Failure)), nil // ok unflaggederror
	})
}
