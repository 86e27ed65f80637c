// Package toolnames registers tools whose names the registration does not
// spell out: factories returning the definition with the handler, passed
// whole to AddTool, and go-sdk definitions whose Name a method returns.
package toolnames

import (
	"context"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type config struct{ brokers []string }

func describeTool(cfg *config) (mcpgo.Tool, server.ToolHandlerFunc) {
	return mcpgo.NewTool("describe_cluster"), func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) { // want `func literal in describeTool tool="describe_cluster" sdk=mcp-go`
		return mcpgo.NewToolResultText("ok"), nil
	}
}

func topicTool(name string) (tool mcpgo.Tool, handler server.ToolHandlerFunc) {
	return mcpgo.NewTool(name), func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) { // want `func literal in topicTool tool="list_topics" sdk=mcp-go`
		return mcpgo.NewToolResultText("topics"), nil
	}
}

func registerKafka(s *server.MCPServer, cfg *config) {
	s.AddTool(describeTool(cfg))
	s.AddTool(topicTool("list_topics"))
}

type findTool struct{}

func (t *findTool) name() string { return "find_one" }

type in struct{ Filter string }

type out struct{ Document string }

func (t *findTool) call(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) { // want `findTool.call tool="find_one" sdk=go-sdk`
	return nil, out{}, nil
}

// label is no constant: not a name.
func (t *countTool) label() string {
	if t.verbose {
		return "count (verbose)"
	}
	return "count"
}

type countTool struct{ verbose bool }

func (t *countTool) call(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) { // want `countTool.call tool=\? sdk=go-sdk`
	return nil, out{}, nil
}

func attach(s *mcp.Server) {
	f := &findTool{}
	mcp.AddTool(s, &mcp.Tool{Name: f.name()}, f.call)
	c := &countTool{}
	mcp.AddTool(s, &mcp.Tool{Name: c.label()}, c.call)
}
