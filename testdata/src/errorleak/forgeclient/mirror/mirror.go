// Package mirror builds package remote's Forge on the configured
// endpoint and, in a tool, on a URL the model gives: which one a method
// call's error prints is not known here, so neither is reported.
package mirror

import (
	"context"
	"os"

	"errorleak/forgeclient/remote"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var upstream, _ = remote.NewForge(os.Getenv("FORGE_URL"), os.Getenv("FORGE_TOKEN"))

type repoArgs struct {
	URL   string `json:"url"`
	Owner string `json:"owner"`
	Name  string `json:"name"`
}

func repo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	name, err := upstream.Repo(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(name), nil
}

func mirrorRepo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	f, err := remote.NewForge(a.URL, "")
	if err != nil {
		return mcp.NewToolResultError("bad forge URL"), nil
	}
	name, err := f.Repo(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(name), nil
}

// Register adds the tools.
func Register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("repo"), mcp.NewTypedToolHandler(repo))
	m.AddTool(mcp.NewTool("mirror_repo"), mcp.NewTypedToolHandler(mirrorRepo))
}
