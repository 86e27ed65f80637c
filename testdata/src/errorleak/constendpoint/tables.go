package constendpoint

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// A table of sites whose exported URL field the package fills only with
// constants: an untagged struct no decoder fills, so the constants' hosts
// decide. A tagged one is a configuration type a file may fill.

// SiteConfig is an entry of the table of public documentation sites.
type SiteConfig struct {
	Name string
	URL  string
}

var sites = map[string]SiteConfig{
	"alpha": {Name: "Alpha", URL: "https://docs.alpha.example.com/guide"},
	"beta":  {Name: "Beta", URL: "https://beta.example.org/docs"},
}

// MirrorConfig is read from the server's configuration file.
type MirrorConfig struct {
	Name string `json:"name"`
	URL  string `json:"url"`
}

var mirrors = map[string]MirrorConfig{
	"main": {Name: "Main", URL: "https://mirror.example.com"},
}

func fetchSite(ctx context.Context, u string) error {
	resp, err := http.Get(u)
	if err != nil {
		return fmt.Errorf("fetch: %w", err)
	}
	return resp.Body.Close()
}

func registerTables(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("site_docs"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		site, ok := sites[req.GetString("site", "")]
		if !ok {
			return mcp.NewToolResultError("unknown site"), nil
		}
		if err := fetchSite(ctx, site.URL); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // a public table's host
		}
		mirror := mirrors["main"]
		if err := fetchSite(ctx, mirror.URL); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint \(field MirrorConfig.URL\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
