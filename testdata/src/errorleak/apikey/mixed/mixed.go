// Package mixed builds one Google API client with an API key (web search)
// and others on an OAuth HTTP client: only the keyed client's requests
// carry the key in their URLs.
package mixed

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"google.golang.org/api/customsearch/v1"
	"google.golang.org/api/option"
)

type tools struct {
	oauth func(ctx context.Context) (*http.Client, error)
	given *customsearch.Service
}

func keyedService(ctx context.Context) (*customsearch.Service, error) {
	return customsearch.NewService(ctx, option.WithAPIKey(os.Getenv("PSE_API_KEY")))
}

func (t *tools) oauthService(ctx context.Context) (*customsearch.Service, error) {
	hc, err := t.oauth(ctx)
	if err != nil {
		return nil, err
	}
	return customsearch.NewService(ctx, option.WithHTTPClient(hc))
}

func (t *tools) webSearch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	svc, err := keyedService(ctx)
	if err != nil {
		return mcp.NewToolResultError("search unavailable"), nil
	}
	res, err := svc.Cse.List().Q(req.GetString("q", "")).Do()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("search failed: %v", err)), nil // want `the API key a Google API client sends in the request URL`
	}
	return mcp.NewToolResultText(fmt.Sprint(len(res.Items))), nil
}

func (t *tools) driveSearch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	svc, err := t.oauthService(ctx)
	if err != nil {
		return mcp.NewToolResultError("not signed in"), nil
	}
	res, err := svc.Cse.List().Q(req.GetString("q", "")).Do()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("search failed: %v", err)), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(len(res.Items))), nil
}

func (t *tools) inlineOAuth(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hc, err := t.oauth(ctx)
	if err != nil {
		return mcp.NewToolResultError("not signed in"), nil
	}
	svc, err := customsearch.NewService(ctx, option.WithHTTPClient(hc))
	if err != nil {
		return mcp.NewToolResultError("unavailable"), nil
	}
	call := svc.Cse.List()
	res, err := call.Do()
	if err != nil {
		return mcp.NewToolResultError("search failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(len(res.Items))), nil
}

// givenSearch uses a service the caller of Register made: unknown here,
// so the package's use of API keys decides.
func (t *tools) givenSearch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := t.given.Cse.List().Do()
	if err != nil {
		return mcp.NewToolResultError("search failed: " + err.Error()), nil // want `the API key a Google API client sends in the request URL`
	}
	return mcp.NewToolResultText(fmt.Sprint(len(res.Items))), nil
}

// Register adds the tools to s.
func Register(s *server.MCPServer, oauth func(ctx context.Context) (*http.Client, error), given *customsearch.Service) {
	t := &tools{oauth: oauth, given: given}
	s.AddTool(mcp.NewTool("web_search"), t.webSearch)
	s.AddTool(mcp.NewTool("drive_search"), t.driveSearch)
	s.AddTool(mcp.NewTool("inline_oauth"), t.inlineOAuth)
	s.AddTool(mcp.NewTool("given_search"), t.givenSearch)
}
