// Package teams holds go-sdk tools whose caller's team membership is stored
// in the context by the HTTP middleware of package main (which imports
// this one), through package policy.
package teams

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/authz/policy"
)

type in struct {
	Team string `json:"team"`
	Name string `json:"name"`
}

type out struct {
	OK bool `json:"ok"`
}

var boards = map[string]string{"roadmap": "core"}

// Register registers the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "closeBoard"}, closeBoard)
	mcp.AddTool(s, &mcp.Tool{Name: "renameBoard"}, renameBoard)
	mcp.AddTool(s, &mcp.Tool{Name: "openBoard"}, openBoard)
	mcp.AddTool(s, &mcp.Tool{Name: "boardInfo"}, boardInfo)
	mcp.AddTool(s, &mcp.Tool{Name: "pinBoard"}, pinBoard)
}

func closeBoard(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	m, _ := policy.MemberFrom(ctx)
	if m.Role != "lead" {
		return nil, out{}, errors.New("only team leads can close boards") // want autherror:`returned as an error \(sent as an isError result\)`
	}
	return nil, out{OK: true}, nil
}

func renameBoard(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	team, ok := boards[a.Name]
	if !ok {
		return nil, out{}, fmt.Errorf("no board named %q", a.Name) // ok autherror
	}
	if m, _ := policy.MemberFrom(ctx); m.Team != team {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "board " + a.Name + " belongs to another team"}}}, out{}, nil // want autherror:`returned as an isError result` structurederror:`isError result`
	}
	return nil, out{OK: true}, nil
}

// openBoard compares the board's team with the input, not the caller.
func openBoard(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if boards[a.Name] != a.Team {
		return nil, out{}, fmt.Errorf("board %s is not in team %s", a.Name, a.Team) // ok autherror
	}
	return nil, out{OK: true}, nil
}

// boardInfo only tests that the membership is there.
func boardInfo(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if _, ok := policy.MemberFrom(ctx); !ok {
		return nil, out{}, errors.New("no team membership in this session") // ok autherror
	}
	return nil, out{OK: true}, nil
}

// teamBoard returns the team of a board the caller's team owns.
func teamBoard(ctx context.Context, name string) (string, error) {
	team, ok := boards[name]
	if !ok {
		return "", fmt.Errorf("no board named %q", name) // ok autherror
	}
	if m, _ := policy.MemberFrom(ctx); m.Team != team {
		return "", fmt.Errorf("board %q belongs to team %s", name, team) // want autherror:`returned as an error \(sent as an isError result\)`
	}
	return team, nil
}

func pinBoard(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if _, err := teamBoard(ctx, a.Name); err != nil {
		return nil, out{}, err // ok autherror
	}
	return nil, out{OK: true}, nil
}
