// want package:"exits\\(audit.Handle:69\\)"

// Package ifaceregistry keeps its tools as values of a tool interface in
// a registry that each tool joins from an init function, and registers
// every one of them with the interface's method value as the handler:
// the methods of the types the package converts to the interface are the
// handlers, routed as AddTool routes them.
package ifaceregistry

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is one tool.
type Tool interface {
	Def() mcp.Tool
	Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

var registry = map[string]Tool{}

func register(t Tool) { registry[t.Def().Name] = t }

// RegisterAll adds every tool to s.
func RegisterAll(s *server.MCPServer) {
	for _, t := range registry {
		s.AddTool(t.Def(), t.Handle)
	}
}

var errMissing = errors.New("no such item")

type getItem struct{}

func init() { register(&getItem{}) }

func (*getItem) Def() mcp.Tool { return mcp.NewTool("get_item") }

func (*getItem) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errMissing // want `tool handler getItem.Handle returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("item"), nil
}

type listItems struct{}

func init() { register(listItems{}) }

func (listItems) Def() mcp.Tool { return mcp.NewTool("list_items") }

func (listItems) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError("nothing to list"), nil
}

// Auditor is an interface of the same shape that nothing registers: its
// implementations are found by their signature alone.
type Auditor interface {
	Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

type audit struct{}

func (audit) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errMissing
}

var _ Auditor = audit{}
