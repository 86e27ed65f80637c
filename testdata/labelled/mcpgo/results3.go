package main

// More cases of the results task: typed handlers, errors through
// variables, command output, closures.

import (
	"context"
	"errors"
	"fmt"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/reskit"
)

func (s *srv) r3TypedNil(ctx context.Context, req mcp.CallToolRequest, in struct{ ID string }) (*mcp.CallToolResult, error) {
	if in.ID == "" {
		return nil, nil // want nilresult:`nil result`
	}
	return mcp.NewToolResultText(in.ID), nil // ok nilresult
}

func (s *srv) r3ErrVar(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var err error
	if s.readOnly {
		err = errors.New("read-only")
	}
	if err != nil {
		msg := err.Error()
		return mcp.NewToolResultText(msg), nil // want unflaggederror:`does not set isError`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) r3Combined(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "git", "status").CombinedOutput()
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("git status failed: %v\n%s", err, out)), nil // want unflaggederror:`does not set isError`
	}
	return mcp.NewToolResultText(string(out)), nil
}

func (s *srv) r3IsErrorVar(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	failed := s.readOnly
	res := mcp.NewToolResultText("")
	res.IsError = failed
	return res, nil
}

func (s *srv) r3ErrorfEmpty(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.readOnly {
		return mcp.NewToolResultErrorf("%s", ""), nil // want emptyerror:`only empty text`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) r3FromErr(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return mcp.NewToolResultErrorFromErr("sync failed", err), nil // ok emptyerror unflaggederror
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) r3StructuredErr(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := s.quote(ctx, "x")
	if err != nil {
		res := mcp.NewToolResultStructured(map[string]string{"error": err.Error()}, "quote failed")
		res.IsError = true // want structurederror:`carries structured content`
		return res, nil
	}
	return mcp.NewToolResultStructured(q, "quote"), nil
}

func (s *srv) r3Closure(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fail := func(msg string) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("Error: " + msg), nil
	}
	if s.readOnly {
		return fail("the store is read-only") // want unflaggederror:`reads as a failure`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) r3SoftLocal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return reskit.Soft(err) // ok nilresult rpcerror
	}
	return nil, nil // want nilresult:`nil result`
}

func registerResults3(m *server.MCPServer, s *srv) {
	m.AddTool(mcp.NewTool("r3_typed_nil"), mcp.NewTypedToolHandler(s.r3TypedNil))
	m.AddTool(mcp.NewTool("r3_err_var"), s.r3ErrVar)
	m.AddTool(mcp.NewTool("r3_combined"), s.r3Combined)
	m.AddTool(mcp.NewTool("r3_iserror_var"), s.r3IsErrorVar)
	m.AddTool(mcp.NewTool("r3_errorf_empty"), s.r3ErrorfEmpty)
	m.AddTool(mcp.NewTool("r3_from_err"), s.r3FromErr)
	m.AddTool(mcp.NewTool("r3_structured_err"), s.r3StructuredErr)
	m.AddTool(mcp.NewTool("r3_closure"), s.r3Closure)
	m.AddTool(mcp.NewTool("r3_soft_local"), s.r3SoftLocal)
}

var _ = registerResults3
