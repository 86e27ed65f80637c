// Package config makes its handlers with a factory that looks up what it
// was given in the server's own table: a miss there is the same for every
// call of the tool, a bug of the server that JSON-RPC -32603 is for, and
// not reported. A lookup the call's arguments drive is the tool's work.
package config

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type listConfig struct{ path string }

var listConfigs = map[string]listConfig{
	"list_issues": {path: "/issues"},
	"list_pulls":  {path: "/pulls"},
}

var states = map[string]bool{"open": true, "closed": true}

// listHandler returns the handler of the list tool of kind.
func listHandler(kind string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cfg, ok := listConfigs[kind]
		if !ok {
			return nil, fmt.Errorf("unsupported list kind %q", kind) // the server's own table: not reported
		}
		state := req.GetString("state", "open")
		if _, ok := states[state]; !ok {
			return nil, fmt.Errorf("unknown state %q", state) // want `tool "list_issues" handler returns an error that mcp-go sends as JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(cfg.path + "?state=" + state), nil
	}
}

func serve() *server.MCPServer {
	s := server.NewMCPServer("config", "1")
	s.AddTool(mcp.NewTool("list_issues"), listHandler("list_issues"))
	return s
}
