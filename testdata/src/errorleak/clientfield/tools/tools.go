// Package tools is handed its forge client in a dependencies struct that
// the command fills: whether the client is built on the server's
// configured endpoint is decided where the field is set.
package tools

import (
	"context"
	"fmt"

	"github.com/acme/forge"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Deps are what the tools need.
type Deps struct {
	Forge *forge.Client
	Name  string
}

// RegisterAll adds the tools to s.
func RegisterAll(s *server.MCPServer, deps *Deps) {
	s.AddTool(mcp.NewTool("repo"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		repo, _, err := deps.Forge.Repos.Get(deps.Name, req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `client error text from \(\*forge.ReposService\).Get \(a \*url.Error prints the request URL, with the server's configured endpoint \(\$FORGE_URL\)\)`
		}
		return mcp.NewToolResultText(repo.Name), nil
	})
}
