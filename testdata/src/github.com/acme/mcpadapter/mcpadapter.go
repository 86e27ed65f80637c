// Package mcpadapter stands for a third-party adapter module that turns
// its own operations into mcp-go tools and registers them itself.
package mcpadapter

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Operation is one operation of a spec.
type Operation struct {
	Name string
	Run  func(ctx context.Context, args map[string]any) (string, error)
}

// Register adds one tool per operation to s.
func Register(s *server.MCPServer, ops []Operation) {
	for _, op := range ops {
		add(s, op)
	}
}

func add(s *server.MCPServer, op Operation) {
	s.AddTool(mcp.NewTool(op.Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := op.Run(ctx, req.GetArguments())
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(text), nil
	})
}

// Describe lists the operations: it registers nothing.
func Describe(ops []Operation) []string {
	var out []string
	for _, op := range ops {
		out = append(out, op.Name)
	}
	return out
}

// Serve serves s: it registers nothing.
func Serve(s *server.MCPServer, addr string) error { return nil }
