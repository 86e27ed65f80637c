package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/tracker"

	"labelled/gosdk/issues"
)

// Shapes of the held-out rounds eval80-81 (issue 22): the Go client of a
// self-hosted service built on the server's configured base URL, whose
// errors print it; built here, or kept by a type of the module whose
// constructor this package gives the configured URL. A client of the
// public service is not the server's infrastructure. And (eval82) a
// write check behind an interface with an implementation per mode, one
// of which decides on the token's scopes.

type issueArgs struct {
	ID string `json:"id"`
}

func registerSession13(m *mcp.Server) {
	own := tracker.New(os.Getenv("TRACKER_TOKEN"), tracker.WithBaseURL(os.Getenv("TRACKER_URL")))
	public := tracker.New(os.Getenv("TRACKER_TOKEN"))
	board := issues.NewBoard(os.Getenv("TRACKER_URL"), os.Getenv("TRACKER_TOKEN"))
	mcp.AddTool(m, &mcp.Tool{Name: "issue_title"}, func(ctx context.Context, _ *mcp.CallToolRequest, in issueArgs) (*mcp.CallToolResult, any, error) {
		t, err := own.Issues.Title(in.ID)
		if err != nil {
			return nil, nil, fmt.Errorf("issue lookup failed: %w", err) // want errorleak:`raw example.com/tracker client error text from \(\*tracker.IssuesService\).Title at session13.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(\$TRACKER_URL\)\)`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: t}}}, nil, nil
	})
	mcp.AddTool(m, &mcp.Tool{Name: "public_issue_title"}, func(ctx context.Context, _ *mcp.CallToolRequest, in issueArgs) (*mcp.CallToolResult, any, error) {
		t, err := public.Issues.Title(in.ID)
		if err != nil {
			return nil, nil, fmt.Errorf("issue lookup failed: %w", err) // ok errorleak
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: t}}}, nil, nil
	})
	mcp.AddTool(m, &mcp.Tool{Name: "board_issue_title"}, func(ctx context.Context, _ *mcp.CallToolRequest, in issueArgs) (*mcp.CallToolResult, any, error) {
		t, err := board.Title(in.ID)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil // want errorleak:`configured endpoint \(\$TRACKER_URL\)`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: t}}}, nil, nil
	})
}

type writeGate interface {
	MayWrite(ctx context.Context) (bool, error)
}

type openGate struct{ enabled bool }

func (g openGate) MayWrite(context.Context) (bool, error) { return g.enabled, nil }

type tokenGate struct{}

func (tokenGate) MayWrite(ctx context.Context) (bool, error) {
	ti := auth.TokenInfoFromContext(ctx)
	if ti == nil {
		return false, errors.New("no token info")
	}
	if slices.Contains(ti.Scopes, "issues:write") {
		return true, nil
	}
	return false, errors.New("issues:write required")
}

func newGate() writeGate {
	if os.Getenv("TRACKER_OAUTH") != "" {
		return tokenGate{}
	}
	return openGate{enabled: os.Getenv("TRACKER_WRITE") != ""}
}

func registerSession13Gate(m *mcp.Server) {
	gate := newGate()
	mcp.AddTool(m, &mcp.Tool{Name: "close_issue"}, func(ctx context.Context, _ *mcp.CallToolRequest, in issueArgs) (*mcp.CallToolResult, any, error) {
		ok, err := gate.MayWrite(ctx)
		if err != nil {
			return nil, nil, err // want autherror:`caller authorization failure returned as an error`
		}
		if !ok {
			return nil, nil, errors.New("closing issues is disabled") // ok autherror
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "closed " + in.ID}}}, nil, nil
	})
}
