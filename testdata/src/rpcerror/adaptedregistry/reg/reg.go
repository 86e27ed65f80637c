// Package reg keeps a server's tools in a registry: Add adapts each typed
// tool to the registry's untyped function and Install registers every
// entry with mcp-go through a handler that returns the entry's error, a
// JSON-RPC error. The tools' errors are reported where the tools return
// them (in the packages that call Add), not at the handler's forward.
package reg

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type entry func(ctx context.Context, args map[string]any) (any, error)

// Registry keeps tools by name.
type Registry struct {
	entries map[string]entry
}

// Add adapts fn and keeps it under name.
func Add[P any](r *Registry, name string, fn func(ctx context.Context, p P) (*mcp.CallToolResult, error)) {
	r.entries[name] = adapt(fn)
}

func adapt[P any](fn func(ctx context.Context, p P) (*mcp.CallToolResult, error)) entry {
	return func(ctx context.Context, args map[string]any) (any, error) {
		var p P
		data, _ := json.Marshal(args)
		if err := json.Unmarshal(data, &p); err != nil {
			return mcp.NewToolResultError("invalid arguments: " + err.Error()), nil
		}
		return fn(ctx, p)
	}
}

// Install registers every entry with s.
func (r *Registry) Install(s *server.MCPServer) {
	for name, e := range r.entries {
		s.AddTool(mcp.NewTool(name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			v, err := e(ctx, req.GetArguments())
			if err != nil {
				return nil, err
			}
			if res, ok := v.(*mcp.CallToolResult); ok {
				return res, nil
			}
			return mcp.NewToolResultText("done"), nil
		})
	}
}
