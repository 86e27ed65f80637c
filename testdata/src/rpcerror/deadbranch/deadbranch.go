// Package deadbranch wraps the error of a helper that never fails in the
// branch where it is non-nil: no call reaches that branch, so its return
// is no failure, wrapped or not. A helper that can fail is reported.
package deadbranch

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type prompt struct{ Text string }

// build never fails.
func build(q string) (*prompt, error) {
	return &prompt{Text: "Analyse: " + q}, nil
}

// parse fails on an empty question.
func parse(q string) (*prompt, error) {
	if q == "" {
		return nil, errors.New("empty question")
	}
	return &prompt{Text: q}, nil
}

func analyze(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := build(req.GetString("q", ""))
	if err != nil {
		return nil, fmt.Errorf("analysis failed: %v", err)
	}
	return mcp.NewToolResultText(p.Text), nil
}

func ask(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := parse(req.GetString("q", ""))
	if err != nil {
		return nil, fmt.Errorf("ask failed: %v", err) // want `tool "ask" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(p.Text), nil
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("analyze"), analyze)
	s.AddTool(mcp.NewTool("ask"), ask)
}
