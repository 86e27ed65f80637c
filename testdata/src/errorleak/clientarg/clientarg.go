// Package clientarg hands its forge client to the forge module's
// functions (forge.Stars(c, repo)) and to methods of the data they return
// (repo.Archive(c)): they send through it, so their errors print the
// configured endpoint as the client's own methods' do. A client of the
// public forge is no endpoint of the server's.
package clientarg

import (
	"context"
	"fmt"
	"os"

	"github.com/acme/forge"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type repoIn struct {
	Repo string `json:"repo"`
}

func configured() *forge.Client {
	return forge.NewClientAt(os.Getenv("FORGE_URL"), os.Getenv("FORGE_TOKEN"))
}

func stars(ctx context.Context, _ *mcp.CallToolRequest, in repoIn) (*mcp.CallToolResult, any, error) {
	n, err := forge.Stars(configured(), in.Repo)
	if err != nil {
		return nil, nil, fmt.Errorf("stars: %w", err) // want `client error text from forge.Stars .*configured endpoint \(\$FORGE_URL\)`
	}
	return nil, map[string]int{"stars": n}, nil
}

func archive(ctx context.Context, _ *mcp.CallToolRequest, in repoIn) (*mcp.CallToolResult, any, error) {
	c := configured()
	r, err := forge.Describe(c, in.Repo)
	if err != nil {
		return nil, nil, fmt.Errorf("describe: %w", err) // want `client error text from forge.Describe .*configured endpoint \(\$FORGE_URL\)`
	}
	if err := r.Validate(); err != nil {
		return nil, nil, fmt.Errorf("invalid: %w", err)
	}
	if err := r.Archive(c); err != nil {
		return nil, nil, fmt.Errorf("archive: %w", err) // want `client error text from \(\*forge.Repo\).Archive .*configured endpoint \(\$FORGE_URL\)`
	}
	return nil, map[string]bool{"archived": true}, nil
}

func publicStars(ctx context.Context, _ *mcp.CallToolRequest, in repoIn) (*mcp.CallToolResult, any, error) {
	c, err := forge.NewClient(os.Getenv("FORGE_TOKEN"))
	if err != nil {
		return nil, nil, err
	}
	n, err := forge.Stars(c, in.Repo)
	if err != nil {
		return nil, nil, fmt.Errorf("stars: %w", err)
	}
	return nil, map[string]int{"stars": n}, nil
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "stars"}, stars)
	mcp.AddTool(s, &mcp.Tool{Name: "archive"}, archive)
	mcp.AddTool(s, &mcp.Tool{Name: "public_stars"}, publicStars)
}
