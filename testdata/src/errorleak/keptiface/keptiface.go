// Package keptiface keeps a forge client's service behind the forge's
// own interface in a struct of its own, and picks its client on a
// branch: the errors of the configured forge print its address.
package keptiface

import (
	"context"
	"fmt"
	"os"

	"github.com/acme/forge"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type deps struct {
	issues forge.IssuesService
}

// Register adds the issue tools, on the forge the environment names.
func Register(s *server.MCPServer) error {
	c, err := forge.NewClient(os.Getenv("FORGE_TOKEN"), forge.WithBaseURL(os.Getenv("FORGE_URL")))
	if err != nil {
		return err
	}
	d := &deps{issues: c.Issues}
	s.AddTool(mcp.NewTool("list_issues"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		is, _, err := d.issues.List(req.GetString("repo", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("list issues: %v", err)), nil // want `client error text from \(forge.IssuesService\).List .*configured endpoint \(\$FORGE_URL\)`
		}
		return mcp.NewToolResultText(fmt.Sprint(len(is))), nil
	})
	return nil
}

type publicDeps struct {
	issues forge.IssuesService
}

// RegisterPublic adds the issue tools of the public forge: its errors
// name no address of the server's own.
func RegisterPublic(s *server.MCPServer) error {
	c, err := forge.NewClient(os.Getenv("FORGE_TOKEN"))
	if err != nil {
		return err
	}
	d := &publicDeps{issues: c.Issues}
	s.AddTool(mcp.NewTool("list_public_issues"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		is, _, err := d.issues.List(req.GetString("repo", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("list issues: %v", err)), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(len(is))), nil
	})
	return nil
}

// RegisterEither uses the public forge unless the environment names
// another: on that branch the errors print the configured address.
func RegisterEither(s *server.MCPServer) {
	base := os.Getenv("FORGE_MIRROR_URL")
	var c *forge.Client
	var err error
	if base == "" {
		c, err = forge.NewClient(os.Getenv("FORGE_TOKEN"))
	} else {
		c, err = forge.NewClient(os.Getenv("FORGE_TOKEN"), forge.WithBaseURL(base))
	}
	if err != nil {
		return
	}
	s.AddTool(mcp.NewTool("mirror_repo"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, _, err := c.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `client error text from \(\*forge.ReposService\).Get .*configured endpoint \(\$FORGE_MIRROR_URL\)`
		}
		return mcp.NewToolResultText(r.Name), nil
	})
}

// RegisterAgents picks between two public clients: neither is the
// server's own.
func RegisterAgents(s *server.MCPServer, verbose bool) {
	var c *forge.Client
	if verbose {
		c, _ = forge.NewClient(os.Getenv("FORGE_TOKEN"), forge.WithUserAgent("mcp-verbose"))
	} else {
		c, _ = forge.NewClient(os.Getenv("FORGE_TOKEN"))
	}
	s.AddTool(mcp.NewTool("agent_repo"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, _, err := c.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil
		}
		return mcp.NewToolResultText(r.Name), nil
	})
}
