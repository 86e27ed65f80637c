package main

// Error helpers that return (nil, nil) only for a nil error, or a nil
// result only where the caller's own test excludes it: a handler that calls
// them with a checked error never returns (nil, nil).

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/svcerr"
)

func seHandle(err error, code string) (*mcp.CallToolResult, error) {
	if err == nil {
		return nil, nil
	}
	if seIsUser(err) {
		return seUserResult(err), nil
	}
	return nil, err
}

func seIsUser(err error) bool { return strings.HasPrefix(err.Error(), "bad ") }

func seUserResult(err error) *mcp.CallToolResult {
	if !seIsUser(err) {
		return nil
	}
	return mcp.NewToolResultError(err.Error())
}

func (s *srv) seLoad(ctx context.Context, id string) error {
	if id == "" {
		return errors.New("bad id: empty")
	}
	return nil
}

func (s *srv) seLocal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.seLoad(ctx, req.GetString("id", "")); err != nil {
		return seHandle(err, "load_failed") // ok nilresult // want rpcerror:`JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("loaded"), nil
}

func (s *srv) seRemote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.seLoad(ctx, req.GetString("id", "")); err != nil {
		return svcerr.Handle(err, "load_failed") // ok nilresult // want rpcerror:`JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("loaded"), nil
}

func (s *srv) seUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := s.seLoad(ctx, req.GetString("id", ""))
	if err != nil && svcerr.IsUserError(err) {
		return svcerr.UserResult(err), nil // ok nilresult
	}
	return mcp.NewToolResultText("loaded"), nil
}

// seUnchecked hands the helper an error it never checked: when the load
// succeeds, the helper returns (nil, nil) and so does the handler.
func (s *srv) seUnchecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := s.seLoad(ctx, req.GetString("id", ""))
	return svcerr.Handle(err, "load_failed") // want nilresult:`nil result` rpcerror:`JSON-RPC error -32603`
}

func (s *srv) seUncheckedLocal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := s.seLoad(ctx, req.GetString("id", ""))
	return seHandle(err, "load_failed") // want nilresult:`nil result` rpcerror:`JSON-RPC error -32603`
}

func registerServiceErr(m *server.MCPServer, s *srv) {
	m.AddTool(mcp.NewTool("se_local"), s.seLocal)
	m.AddTool(mcp.NewTool("se_remote"), s.seRemote)
	m.AddTool(mcp.NewTool("se_user"), s.seUser)
	m.AddTool(mcp.NewTool("se_unchecked"), s.seUnchecked)
	m.AddTool(mcp.NewTool("se_unchecked_local"), s.seUncheckedLocal)
}

var _ = registerServiceErr
