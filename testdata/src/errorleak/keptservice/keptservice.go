// Package keptservice keeps a service of its forge client (built on the
// configured endpoint) in a field of its own wrapper and hands it out by
// an accessor: the service sends through the client, so its errors print
// the configured endpoint as the client's do. A service of the public
// forge's client is no endpoint of the server's.
package keptservice

import (
	"context"
	"os"

	"github.com/acme/forge"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type wrapper struct {
	repos  *forge.ReposService
	public *forge.ReposService
}

func newWrapper() (*wrapper, error) {
	c := forge.NewClientAt(os.Getenv("FORGE_URL"), os.Getenv("FORGE_TOKEN"))
	pub, err := forge.NewClient("")
	if err != nil {
		return nil, err
	}
	return &wrapper{repos: c.Repos, public: pub.Repos}, nil
}

func (w *wrapper) Repos() *forge.ReposService { return w.repos }

func (w *wrapper) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, _, err := w.Repos().Get(req.GetString("owner", ""), req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError("get failed: " + err.Error()), nil // want `client error text from \(\*forge.ReposService\).Get .*configured endpoint \(\$FORGE_URL\)`
	}
	return mcp.NewToolResultText(repo.Name), nil
}

func (w *wrapper) getPublic(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, _, err := w.public.Get(req.GetString("owner", ""), req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError("get failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText(repo.Name), nil
}

// Register adds the tools to s.
func Register(s *server.MCPServer) error {
	w, err := newWrapper()
	if err != nil {
		return err
	}
	s.AddTool(mcp.NewTool("get"), w.get)
	s.AddTool(mcp.NewTool("get_public"), w.getPublic)
	return nil
}
