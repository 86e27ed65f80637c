// Package tools registers tools on a forge client it is handed: whether
// the client's errors print the server's configured endpoint is decided
// by the package that builds the client and calls Register (package
// server), which reports the sinks here.
package tools

import (
	"context"

	"github.com/acme/forge"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func failText(msg string) *mcp.CallToolResult { return mcp.NewToolResultError(msg) }

// Register adds the repository tools.
func Register(s *server.MCPServer, c *forge.Client) {
	s.AddTool(mcp.NewTool("repo"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, _, err := c.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
		if err != nil {
			return failText("repo: " + err.Error()), nil // want `tools.failText puts raw github.com/acme/forge client error text from \(\*forge.ReposService\).Get \(a \*url.Error prints the request URL, with the server's configured endpoint \(\$FORGE_URL\)\)`
		}
		return mcp.NewToolResultText(r.Name), nil
	})
}

// RegisterMirror adds a tool on the public forge's mirror of a repository.
func RegisterMirror(s *server.MCPServer, c *forge.Client) {
	s.AddTool(mcp.NewTool("mirror"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, _, err := c.Repos.Get("mirrors", req.GetString("name", ""))
		if err != nil {
			return failText("mirror: " + err.Error()), nil
		}
		return mcp.NewToolResultText(r.Name), nil
	})
}

// RegisterIssues adds the issue tools, through a helper.
func RegisterIssues(s *server.MCPServer, c *forge.Client) {
	addIssues(s, c)
}

func addIssues(s *server.MCPServer, c *forge.Client) {
	s.AddTool(mcp.NewTool("issues"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		is, _, err := c.Issues.List(req.GetString("repo", ""))
		if err != nil {
			return failText("issues: " + err.Error()), nil // want `tools.failText puts raw github.com/acme/forge client error text from \(forge.IssuesService\).List`
		}
		return mcp.NewToolResultText(is[0].Title), nil
	})
}

// RegisterUsers adds the user tool.
func RegisterUsers(s *server.MCPServer, c *forge.Client) {
	s.AddTool(mcp.NewTool("whoami"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		u, err := c.Users().Current()
		if err != nil {
			return failText("whoami: " + err.Error()), nil // want `tools.failText puts raw github.com/acme/forge client error text from \(\*forge.UsersService\).Current`
		}
		return mcp.NewToolResultText(u), nil
	})
}
