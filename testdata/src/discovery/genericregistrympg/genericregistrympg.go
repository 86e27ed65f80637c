// Package genericregistrympg is genericregistry over mcp-go: a generic
// register function adapts each tool to the registry's untyped function
// and keeps it in a map, and the method that registers the map's entries
// returns an entry's error from the handler it adds, which mcp-go sends
// as a JSON-RPC error: so are the tools' errors.
package genericregistrympg

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type runFunc func(ctx context.Context, args map[string]any) (any, error)

type registry struct {
	runs map[string]runFunc
}

func add[P any](r *registry, name string, fn func(ctx context.Context, req mcp.CallToolRequest, p P) (*mcp.CallToolResult, error)) {
	r.runs[name] = func(ctx context.Context, args map[string]any) (any, error) {
		var p P
		data, _ := json.Marshal(args)
		if err := json.Unmarshal(data, &p); err != nil {
			return nil, err
		}
		return fn(ctx, mcp.CallToolRequest{}, p)
	}
}

func (r *registry) install(s *server.MCPServer) {
	for name, run := range r.runs {
		s.AddTool(mcp.NewTool(name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `func literal in registry.install tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
			v, err := run(ctx, req.GetArguments())
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

type pathParams struct {
	Path string `json:"path"`
}

func stat(ctx context.Context, req mcp.CallToolRequest, p pathParams) (*mcp.CallToolResult, error) { // want `stat tool=\? sdk=mcp-go kind=TypedToolHandlerFunc errors=jsonrpc\(-32603\) via=registry genericregistrympg.runFunc dispatched by registry.install`
	if p.Path == "" {
		return nil, errors.New("path is required")
	}
	return mcp.NewToolResultText(p.Path), nil
}

func setup(r *registry) {
	add(r, "stat", stat)
}
