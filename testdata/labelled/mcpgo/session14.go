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

// A wrapper that reads the caller from the request's context and hands
// it to each tool function (round 88b).

type member struct {
	Name  string
	Owner bool
}

type memberKey struct{}

type memberTool func(ctx context.Context, m member, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

func withMemberTool(fn memberTool) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		m, _ := ctx.Value(memberKey{}).(member)
		return fn(ctx, m, req)
	}
}

func archiveBoard(ctx context.Context, m member, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !m.Owner {
		return mcp.NewToolResultError("only the board's owner can archive it"), nil // want autherror:`caller authorization failure returned as an isError result`
	}
	if req.GetString("board", "") == "" {
		return mcp.NewToolResultError("board is required"), nil // ok autherror
	}
	return mcp.NewToolResultText("archived"), nil
}

func boardServer() http.Handler {
	m := server.NewMCPServer("boards", "1.0.0")
	m.AddTool(mcp.NewTool("archive_board"), withMemberTool(archiveBoard))
	return server.NewStreamableHTTPServer(m, server.WithHTTPContextFunc(func(ctx context.Context, r *http.Request) context.Context {
		return context.WithValue(ctx, memberKey{}, member{Name: r.Header.Get("X-User"), Owner: r.Header.Get("X-User-Role") == "owner"})
	}))
}
