// Package tools registers tools over svc's services, which another
// package builds: the command that builds them decides what their errors
// print. Two commands (cmd, envcmd) build them on the configured
// address: each reports the leak.
package tools

import (
	"context"
	"fmt"

	"errorleak/svcwire/svc"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type handlers struct {
	repo  *svc.Repo
	local *svc.Local
}

// New returns a server with the tools.
func New(repo *svc.Repo, local *svc.Local) *server.MCPServer {
	s := server.NewMCPServer("forge", "1.0.0")
	h := &handlers{repo: repo, local: local}
	s.AddTool(mcp.NewTool("repo_name"), h.name)
	s.AddTool(mcp.NewTool("local_name"), h.localName)
	return s
}

func (h *handlers) name(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := h.repo.Name(req.GetString("owner", ""), req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("lookup: %v", err)), nil // want `client error text from \(\*forge.ReposService\).Get .*configured endpoint \(\$FORGE_URL\)` `client error text from \(\*forge.ReposService\).Get .*configured endpoint \(\$FORGE_URL\)`
	}
	return mcp.NewToolResultText(n), nil
}

// localName's client is the public forge's.
func (h *handlers) localName(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := h.local.Name(req.GetString("owner", ""), req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("lookup: %v", err)), nil
	}
	return mcp.NewToolResultText(n), nil
}
