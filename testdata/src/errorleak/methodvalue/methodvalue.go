// Package methodvalue hands its tools' helper the methods of a forge
// client as values: what the helper calls is the client's method, whose
// errors print the request URL.
package methodvalue

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/acme/forge"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type getter func(owner, name string) (*forge.Repo, *http.Response, error)

func repoTool(get getter) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, _, err := get(req.GetString("owner", ""), req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("get: %v", err)), nil // want `client error text from \(\*forge.ReposService\).Get .*configured endpoint \(\$FORGE_URL\)`
		}
		return mcp.NewToolResultText(r.Name), nil
	}
}

func publicTool(get getter) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, _, err := get(req.GetString("owner", ""), req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("get: %v", err)), nil
		}
		return mcp.NewToolResultText(r.Name), nil
	}
}

// Register adds the tools: one on the configured forge, one on the
// public forge.
func Register(s *server.MCPServer) error {
	c, err := forge.NewClient(os.Getenv("FORGE_TOKEN"), forge.WithBaseURL(os.Getenv("FORGE_URL")))
	if err != nil {
		return err
	}
	pub, err := forge.NewClient(os.Getenv("FORGE_TOKEN"))
	if err != nil {
		return err
	}
	s.AddTool(mcp.NewTool("repo"), repoTool(c.Repos.Get))
	s.AddTool(mcp.NewTool("public_repo"), publicTool(pub.Repos.Get))
	return nil
}
