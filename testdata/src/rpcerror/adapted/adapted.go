// Package adapted registers project tool functions (raw arguments in, any
// value and an error out) through wrappers that adapt them into mcp-go
// handlers: the function's error is what the wrapper does with it.
package adapted

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type toolFunc func(ctx context.Context, args map[string]any) (any, error)

// forward returns the function's error as the handler's: mcp-go sends it
// as JSON-RPC -32603.
func forward(fn toolFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := fn(ctx, req.GetArguments())
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	}
}

// convert answers the function's error with an isError result.
func convert(fn toolFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := fn(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	}
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("greet"), forward(func(ctx context.Context, args map[string]any) (any, error) {
		name, ok := args["name"].(string)
		if !ok {
			return nil, errors.New("name is required") // want `tool "greet" handler returns an error that wrapper forward forwards as JSON-RPC error -32603; the model never sees it: have the wrapper answer a tool's error with a result with isError set`
		}
		return "hello " + name, nil
	}))
	s.AddTool(mcp.NewTool("count"), convert(func(ctx context.Context, args map[string]any) (any, error) {
		if _, ok := args["n"].(float64); !ok {
			return nil, errors.New("n must be a number") // an isError result: fine
		}
		return 1, nil
	}))
}
