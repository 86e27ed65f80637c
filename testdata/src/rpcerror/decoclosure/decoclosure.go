// Package decoclosure registers handlers wrapped in its own decorators
// (withGrant(name, h), logged(h)) at AddTool: the closures the decorators
// return are what runs, and their own errors go where the registered
// handlers' go. A decorator applied under a converting decorator, or
// never applied here, is not judged.
package decoclosure

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type handler = func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)

var grants = []string{"get_thing"}

// withGrant denies tools the configuration does not grant.
func withGrant(tool string, h handler) handler {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !slices.Contains(grants, tool) {
			return nil, fmt.Errorf("tool %s is not enabled", tool) // want `tool middleware withGrant returns an error that mcp-go sends as JSON-RPC error -32603 for every tool call it stops`
		}
		return h(ctx, req)
	}
}

// limited is a func(H) H decorator applied at AddTool.
func limited(h handler) handler {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if len(req.GetString("query", "")) > 100 {
			return nil, errors.New("query too long") // want `tool middleware limited returns an error that mcp-go sends as JSON-RPC error -32603`
		}
		return h(ctx, req)
	}
}

// rescued turns the decorated handler's error into an isError result.
func rescued(h handler) handler {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

// gated is applied only inside rescued: its errors become results.
func gated(tool string, h handler) handler {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !slices.Contains(grants, tool) {
			return nil, fmt.Errorf("tool %s is not enabled", tool)
		}
		return h(ctx, req)
	}
}

// unused is never applied here.
func unused(tool string, h handler) handler {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if tool == "" {
			return nil, errors.New("no tool")
		}
		return h(ctx, req)
	}
}

func getThing(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("thing"), nil
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("found"), nil
}

func remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("removed"), nil
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_thing"), withGrant("get_thing", getThing))
	s.AddTool(mcp.NewTool("search"), limited(search))
	s.AddTool(mcp.NewTool("remove"), rescued(gated("remove", remove)))
}

var errBusy = errors.New("too many calls in flight")

type governor struct{ inFlight int }

// govern is applied inside the server's AddTool override.
func (g *governor) govern(name string, h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if g.inFlight > 8 {
			return nil, errBusy // want `tool middleware govern returns an error that mcp-go sends as JSON-RPC error -32603`
		}
		return h(ctx, req)
	}
}

// adder is what the registrars see.
type adder interface {
	AddTool(tool mcp.Tool, h server.ToolHandlerFunc)
}

// governed overrides AddTool so that every tool is governed.
type governed struct {
	*server.MCPServer
	g *governor
}

func (s *governed) AddTool(tool mcp.Tool, h server.ToolHandlerFunc) {
	s.MCPServer.AddTool(tool, s.g.govern(tool.Name, h))
}

func registerGoverned(a adder) {
	a.AddTool(mcp.NewTool("ping"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("pong"), nil
	})
}
