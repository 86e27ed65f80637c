// Package srv builds package remote's Forge on the server's configured
// endpoint: the errors of its methods print that endpoint, called
// through the interface or directly.
package srv

import (
	"context"

	"errorleak/forgeclient/remote"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Config is the server's configuration.
type Config struct {
	ForgeURL string
	Token    string
}

// Server holds the forge.
type Server struct {
	forge  remote.Lister
	direct *remote.Forge
}

// New builds the server's forge from its configuration.
func New(cfg *Config) (*Server, error) {
	f, err := remote.NewForge(cfg.ForgeURL, cfg.Token)
	if err != nil {
		return nil, err
	}
	return &Server{forge: f, direct: f}, nil
}

type repoArgs struct {
	Owner string `json:"owner"`
	Name  string `json:"name"`
}

func (s *Server) repo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	name, err := s.forge.Repo(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/acme/forge client error text from \(\*forge.ReposService\).Get at remote.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(field Config.ForgeURL\)\)`
	}
	return mcp.NewToolResultText(name), nil
}

func (s *Server) directRepo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	name, err := s.direct.Repo(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError("lookup failed: " + err.Error()), nil // want `configured endpoint \(field Config.ForgeURL\)`
	}
	return mcp.NewToolResultText(name), nil
}

// Register adds the tools.
func (s *Server) Register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("repo"), mcp.NewTypedToolHandler(s.repo))
	m.AddTool(mcp.NewTool("direct_repo"), mcp.NewTypedToolHandler(s.directRepo))
}
