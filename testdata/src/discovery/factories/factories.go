// Package factories makes handlers in factory functions, keeps them behind
// a project interface and registers them later: the handlers reach the
// SDK the way the interface's getter results are used.
package factories

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Meta configures the tools.
type Meta struct{ Base string }

// Provider is the project's tool interface.
type Provider interface {
	Definition() mcp.Tool
	Handler() server.ToolHandlerFunc
}

type tool struct {
	def     mcp.Tool
	handler server.ToolHandlerFunc
}

func (t tool) Definition() mcp.Tool            { return t.def }
func (t tool) Handler() server.ToolHandlerFunc { return t.handler }

func makeSearch(meta Meta) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `func literal in makeSearch tool="search" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=field tool.handler`
		return nil, errors.New("search failed at " + meta.Base)
	}
}

func makeSoft(meta Meta) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `func literal in makeSoft tool="soft" sdk=mcp-go kind=ToolHandlerFunc errors=iserror via=field softTool.handler`
		return nil, errors.New("x")
	}
}

func providers(meta Meta) []Provider {
	return []Provider{
		tool{def: mcp.NewTool("search"), handler: makeSearch(meta)},
	}
}

// Register adds every provider's tool.
func Register(s *server.MCPServer, meta Meta) {
	for _, p := range providers(meta) {
		s.AddTool(p.Definition(), p.Handler())
	}
	for _, p := range softProviders(meta) {
		s.AddTool(p.Definition(), soften(p.SoftHandler()))
	}
}

// softTool is a second record type, whose handlers are registered through
// a converting wrapper.
type softTool struct {
	def     mcp.Tool
	handler server.ToolHandlerFunc
}

// SoftProvider is the interface of soft tools.
type SoftProvider interface {
	Definition() mcp.Tool
	SoftHandler() server.ToolHandlerFunc
}

func (t softTool) Definition() mcp.Tool                { return t.def }
func (t softTool) SoftHandler() server.ToolHandlerFunc { return t.handler }

func softProviders(meta Meta) []SoftProvider {
	return []SoftProvider{softTool{def: mcp.NewTool("soft"), handler: makeSoft(meta)}}
}

func soften(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}
