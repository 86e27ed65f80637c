// want package:"exits\\(func literal in lookupTool.Handler:36\\)"

// Package tools declares its tools behind a provider interface whose
// method returns each tool's handler, with the handler's function type
// written out; a package that imports it registers what the method
// returns for every tool of a list (see ../server).
package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// Backend answers lookups.
type Backend struct{}

// Lookup looks an id up.
func (b *Backend) Lookup(id string) (string, error) { return "", errors.New("lookup failed") }

// Tool is one tool: its definition and its handler.
type Tool interface {
	Spec() mcp.Tool
	Handler(b *Backend) func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

type lookupTool struct{}

func (lookupTool) Spec() mcp.Tool { return mcp.NewTool("lookup") }

func (lookupTool) Handler(b *Backend) func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := b.Lookup(req.GetString("id", ""))
		if err != nil {
			return nil, err // want `tool handler func literal in lookupTool.Handler \(registered by package server at server.go:\d+\) returns an error that mcp-go sends as JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(v), nil
	}
}

type echoTool struct{}

func (echoTool) Spec() mcp.Tool { return mcp.NewTool("echo") }

func (echoTool) Handler(b *Backend) func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		s, err := req.RequireString("s")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(s), nil
	}
}

// All lists the tools.
func All() []Tool { return []Tool{lookupTool{}, echoTool{}} }
