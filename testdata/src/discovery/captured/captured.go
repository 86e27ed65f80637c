// Package captured exercises handlers registered inside a closure that
// captures them: a tool record whose RegisterWith closure registers a
// handler built beside it.
package captured

import (
	"context"
	"errors"

	gomcp "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }

// Tool is a project tool record: its definition and a closure that
// registers its handler.
type Tool struct {
	Def          *mcp.Tool
	RegisterWith func(s *mcp.Server)
}

func list() *Tool {
	def := &mcp.Tool{Name: "list"}
	handler := func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) { // want `func literal in list tool="list" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=AddTool`
		return nil, nil, errors.New("x")
	}
	return &Tool{Def: def, RegisterWith: func(s *mcp.Server) { mcp.AddTool(s, def, handler) }}
}

func low() *Tool {
	def := &mcp.Tool{Name: "low"}
	handler := func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `func literal in low tool="low" sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=AddTool`
		return nil, errors.New("x")
	}
	return &Tool{Def: def, RegisterWith: func(s *mcp.Server) { s.AddTool(def, handler) }}
}

// chosen captures a variable assigned twice: both functions are
// handlers (the tool name of a variable assigned twice is not followed).
func chosen(s *server.MCPServer, fast bool) func() {
	h := quick
	if !fast {
		h = func(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) { // want `func literal in chosen tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
			return nil, errors.New("slow")
		}
	}
	def := gomcp.NewTool("chosen")
	return func() { s.AddTool(def, h) }
}

func quick(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) { // want `quick tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return gomcp.NewToolResultText("ok"), nil
}

// nested registers from a closure inside a closure.
func nested(s *server.MCPServer) func() func() {
	h := func(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) { // want `func literal in nested tool="nested" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
		return nil, errors.New("x")
	}
	return func() func() {
		return func() { s.AddTool(gomcp.NewTool("nested"), h) }
	}
}

// notRegistered captures a function of a handler's shape that a closure
// only calls: it is no tool.
func notRegistered(ctx context.Context, req gomcp.CallToolRequest) func() {
	fetch := func(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
		return nil, errors.New("x")
	}
	return func() { _, _ = fetch(ctx, req) }
}

// escaped registers a variable whose address is handed to another
// function: what it holds when registered is not known, so nothing is
// listed for it.
func escaped(s *server.MCPServer) func() {
	h := quick2
	set(&h)
	return func() { s.AddTool(gomcp.NewTool("escaped"), h) }
}

func set(p *func(context.Context, gomcp.CallToolRequest) (*gomcp.CallToolResult, error)) {}

func quick2(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return gomcp.NewToolResultText("ok"), nil
}
