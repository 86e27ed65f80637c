package main

// Helpers whose pair the handler filters before returning it: a check
// helper that returns (nil, nil) for "go on", and a guard that returns
// (result, denied). Their (nil, nil) never reaches the SDK.

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// fCheck has a handler's signature but is a check: nil, nil means go on.
func (s *srv) fCheck(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("id is required"), nil // ok emptyerror
	}
	return nil, nil // ok nilresult
}

func fGuard(req mcp.CallToolRequest) (*mcp.CallToolResult, bool) {
	if req.GetString("role", "") != "admin" {
		return mcp.NewToolResultError("this tool is for admins"), true
	}
	return nil, false
}

func (s *srv) fChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if res, err := s.fCheck(ctx, req); res != nil || err != nil {
		return res, err // ok nilresult
	}
	return mcp.NewToolResultText("done"), nil
}

func (s *srv) fGuarded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if res, denied := fGuard(req); denied {
		return res, nil // ok nilresult
	}
	return mcp.NewToolResultText("done"), nil
}

// fMaybe returns (nil, nil) when nothing is found, and fPassed returns its
// pair unchanged: that (nil, nil) reaches the SDK.
func (s *srv) fMaybe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("q", "") == "" {
		return nil, nil // want nilresult:`nil result`
	}
	return mcp.NewToolResultText("found"), nil
}

func (s *srv) fPassed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return s.fMaybe(ctx, req)
}

func registerFiltered(m *server.MCPServer, s *srv) {
	m.AddTool(mcp.NewTool("f_checked"), s.fChecked)
	m.AddTool(mcp.NewTool("f_guarded"), s.fGuarded)
	m.AddTool(mcp.NewTool("f_passed"), s.fPassed)
}

var _ = registerFiltered
