// Package tools calls the forge through the clients package client
// builds: the session's client is built on the server's configured
// address (kept in the request context by the HTTP middleware), the
// others on addresses the caller chooses.
package tools

import (
	"context"
	"fmt"

	"errorleak/ctxaddr/client"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func getRepo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := client.ForSession(ctx, "session")
	if err != nil {
		return mcp.NewToolResultError("no forge client"), nil
	}
	repo, _, err := c.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `raw github.com/acme/forge client error text from \(\*forge.ReposService\).Get at tools.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(\$FORGE_ADDRESS\)\)`
	}
	return mcp.NewToolResultText(repo.Name), nil
}

func mirrorRepo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := client.Mirror(ctx)
	if err != nil {
		return mcp.NewToolResultError("no mirror client"), nil
	}
	repo, _, err := c.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil
	}
	return mcp.NewToolResultText(repo.Name), nil
}

func upstreamRepo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := client.Upstream(ctx)
	if err != nil {
		return mcp.NewToolResultError("no upstream client"), nil
	}
	repo, _, err := c.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil
	}
	return mcp.NewToolResultText(repo.Name), nil
}

func pickedRepo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := client.Picked(req.GetString("forge", ""))
	if err != nil {
		return mcp.NewToolResultError("no client"), nil
	}
	repo, _, err := c.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil
	}
	return mcp.NewToolResultText(repo.Name), nil
}

// Register adds the tools to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_repo"), getRepo)
	s.AddTool(mcp.NewTool("mirror_repo"), mirrorRepo)
	s.AddTool(mcp.NewTool("upstream_repo"), upstreamRepo)
	s.AddTool(mcp.NewTool("picked_repo"), pickedRepo)
}
