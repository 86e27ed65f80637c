package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type kindArgs struct{ Kind string }

func registerRecall3(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("built"), builtByKind)
	s.AddTool(mcp.NewTool("builtok"), builtAlways)
	s.AddTool(mcp.NewTool("typedkind"), mcp.NewTypedToolHandler(typedByKind))
	s.AddTool(mcp.NewTool("ifonly"), ifOnly)
}

// build has no result for a kind it does not know.
func build(kind string) *mcp.CallToolResult {
	switch kind {
	case "a":
		return mcp.NewToolResultText("a")
	case "b":
		return mcp.NewToolResultText("b")
	}
	return nil
}

func builtByKind(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return build(req.GetString("kind", "")), nil // want `nil result`
}

// buildAll always has a result.
func buildAll(kind string) *mcp.CallToolResult {
	if kind == "a" {
		return mcp.NewToolResultText("a")
	}
	return mcp.NewToolResultError("unknown kind " + kind + "; use a")
}

func builtAlways(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return buildAll(req.GetString("kind", "")), nil
}

// typedByKind leaves res nil for an unknown kind.
func typedByKind(ctx context.Context, req mcp.CallToolRequest, a kindArgs) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	switch a.Kind {
	case "a":
		res = mcp.NewToolResultText("a")
	}
	return res, nil // want `nil result`
}

var errNope = errors.New("nope")

// ifOnly sets res only when the lookup succeeds and returns it either way.
func ifOnly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	if err := check(req.GetString("id", "")); err == nil {
		res = mcp.NewToolResultText("found")
	} else if errors.Is(err, errNope) {
		res = mcp.NewToolResultError("not found")
	}
	return res, nil // want `nil result`
}

func check(string) error { return nil }
