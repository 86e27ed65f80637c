// Package rewrapped keeps its tools in records whose handler a converting
// wrapper replaces: the server registers the handler of the record the
// wrapper returns, which turns every error into an isError result, so the
// raw handlers' errors reach the model. Only a record registered as it is
// sends them as JSON-RPC errors.
package rewrapped

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is a project tool record.
type Tool struct {
	Def     mcp.Tool
	Handler server.ToolHandlerFunc
}

func readTool() *Tool {
	return &Tool{Def: mcp.NewTool("read"), Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := os.ReadFile(req.GetString("path", ""))
		if err != nil {
			return nil, err // converted by wrap: not reported
		}
		return mcp.NewToolResultText(string(b)), nil
	}}
}

func statTool() *Tool {
	return &Tool{Def: mcp.NewTool("stat"), Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		fi, err := os.Stat(req.GetString("path", ""))
		if err != nil {
			return nil, err // want `tool "stat" handler returns an error that mcp-go sends as JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(fi.Name()), nil
	}}
}

// wrap returns a record whose handler turns the tool's error into an
// isError result.
func wrap(t *Tool) *Tool {
	return &Tool{Def: t.Def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := t.Handler(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}}
}

func serve() *server.MCPServer {
	s := server.NewMCPServer("rewrapped", "1")
	for _, t := range []*Tool{readTool()} {
		s.AddTool(t.Def, wrap(t).Handler)
	}
	stat := statTool()
	s.AddTool(stat.Def, stat.Handler)
	return s
}
