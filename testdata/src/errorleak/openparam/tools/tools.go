// Package tools opens its forge client with another package's function,
// on the configured address: its errors print that address. On an
// address the model gives, they print the model's own.
package tools

import (
	"context"
	"fmt"
	"os"

	"errorleak/openparam/open"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tools to s.
func Register(s *server.MCPServer) error {
	c, err := open.Open(os.Getenv("FORGE_TOKEN"), os.Getenv("FORGE_URL"))
	if err != nil {
		return err
	}
	s.AddTool(mcp.NewTool("repo"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		repo, _, err := c.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `client error text from \(\*forge.ReposService\).Get .*configured endpoint \(\$FORGE_URL\)`
		}
		return mcp.NewToolResultText(repo.Name), nil
	})
	s.AddTool(mcp.NewTool("mirror_repo"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		m, err := open.Open("", req.GetString("mirror", ""))
		if err != nil {
			return mcp.NewToolResultError("bad mirror"), nil
		}
		repo, _, err := m.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil
		}
		return mcp.NewToolResultText(repo.Name), nil
	})
	return nil
}
