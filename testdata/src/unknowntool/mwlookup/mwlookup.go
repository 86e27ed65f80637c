// Package mwlookup validates each call's arguments in an mcp-go tool
// handler middleware, against the schemas its tool adder records. mcp-go
// answers a tool it does not know with -32602 before any middleware
// runs, so the middleware's lookup never misses an unknown tool.
package mwlookup

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type srv struct {
	s       *server.MCPServer
	schemas map[string]mcp.ToolInputSchema
}

func (x *srv) add(t mcp.Tool, h server.ToolHandlerFunc) {
	x.schemas[t.Name] = t.InputSchema
	x.s.AddTool(t, h)
}

func (x *srv) validate(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		schema, ok := x.schemas[req.Params.Name]
		if !ok {
			return mcp.NewToolResultError(fmt.Sprintf("%s: no schema", req.Params.Name)), nil
		}
		if len(schema.Required) > 0 && req.GetArguments() == nil {
			return mcp.NewToolResultError("arguments are required"), nil
		}
		return next(ctx, req)
	}
}

// catalog answers several tools in one handler: there a lookup miss is a
// name the handler does not serve.
func (x *srv) catalog(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	texts := map[string]string{"ping": "pong", "version": "1.0"}
	text, ok := texts[req.Params.Name]
	if !ok {
		return mcp.NewToolResultError("unknown tool " + req.Params.Name), nil // want `unknown tool answered with an isError result`
	}
	return mcp.NewToolResultText(text), nil
}

func newSrv() *srv {
	x := &srv{schemas: map[string]mcp.ToolInputSchema{}}
	x.s = server.NewMCPServer("n", "1", server.WithToolHandlerMiddleware(x.validate))
	x.add(mcp.NewTool("ping"), x.catalog)
	x.add(mcp.NewTool("version"), x.catalog)
	return x
}
