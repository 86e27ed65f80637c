// Package search makes the server's search client with an API key from the
// environment.
package search

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"google.golang.org/api/customsearch/v1"
	"google.golang.org/api/option"
)

// New returns the search client.
func New(ctx context.Context) (*customsearch.Service, error) {
	return customsearch.NewService(ctx, option.WithAPIKey(os.Getenv("GOOGLE_API_KEY")))
}

// Tool serves the search tool in the package that makes the client.
func Tool(ctx context.Context, svc *customsearch.Service) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := svc.Cse.List().Q(req.GetString("q", "")).Do()
		if err != nil {
			return nil, fmt.Errorf("search: %w", err) // want `the API key a Google API client sends in the request URL`
		}
		return mcp.NewToolResultText(fmt.Sprint(len(res.Items))), nil
	}
}

func register(ctx context.Context, s *server.MCPServer, svc *customsearch.Service) {
	s.AddTool(mcp.NewTool("search"), Tool(ctx, svc))
}
