// Package wrapown adapts functions of the project's tool signature into
// mcp-go handlers with a wrapper that also fails on its own: it checks
// the arguments and the API token before it calls the function, and
// returns those errors as the handler's, which mcp-go sends as JSON-RPC
// -32603. Those are reported once, in the wrapper's closure; the
// function's errors are reported at the tools' returns.
package wrapown

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type client struct{ token string }

type toolFunc func(ctx context.Context, c *client, args map[string]any) (any, error)

type schema struct{ required []string }

func (s schema) check(req mcp.CallToolRequest) (map[string]any, error) {
	args := req.GetArguments()
	for _, k := range s.required {
		if _, ok := args[k]; !ok {
			return nil, fmt.Errorf("missing required parameter %q", k)
		}
	}
	return args, nil
}

func wrap(fn toolFunc, s schema) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, err := s.check(req)
		if err != nil {
			return nil, err // want `wrapper wrap returns an error that mcp-go sends as JSON-RPC error -32603 for every tool call it stops`
		}
		token := os.Getenv("API_TOKEN")
		if token == "" {
			return nil, errors.New("API_TOKEN is not set") // want `wrapper wrap returns an error that mcp-go sends as JSON-RPC error -32603 for every tool call it stops`
		}
		out, err := fn(ctx, &client{token: token}, args)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	}
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_user", mcp.WithString("id", mcp.Required())),
		wrap(func(ctx context.Context, c *client, args map[string]any) (any, error) {
			return nil, errors.New("user service unavailable") // want `tool "get_user"`
		}, schema{required: []string{"id"}}))
	s.AddTool(mcp.NewTool("list_users"), wrap(listUsers, schema{}))
}

func listUsers(ctx context.Context, c *client, args map[string]any) (any, error) {
	return nil, errors.New("user service unavailable") // want `tool "list_users"`
}

// dial sets up the API client: its failure is the server's own.
func dial() (*client, error) {
	if os.Getenv("API_URL") == "" {
		return nil, errors.New("API_URL is not set")
	}
	return &client{}, nil
}

// connect fails only where it sets the call up: not reported.
func connect(fn toolFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c, err := dial()
		if err != nil {
			return nil, err
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		out, err := fn(ctx, c, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	}
}

// guarded checks the arguments like wrap, but its handlers pass through
// a decorator before they are registered: what the decorator does with
// the closure's error is not known here, so nothing is reported.
func guarded(fn toolFunc, s schema) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, err := s.check(req)
		if err != nil {
			return nil, err
		}
		out, err := fn(ctx, &client{}, args)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	}
}

func recovered(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		res, err = h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func registerMore(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("ping"), connect(func(ctx context.Context, c *client, args map[string]any) (any, error) {
		return "pong", nil
	}))
	s.AddTool(mcp.NewTool("search"), recovered(guarded(func(ctx context.Context, c *client, args map[string]any) (any, error) {
		return nil, errors.New("search index offline")
	}, schema{required: []string{"q"}})))
}
