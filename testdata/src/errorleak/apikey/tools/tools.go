// Package tools serves a search tool on a client another package makes with
// an API key.
package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"google.golang.org/api/customsearch/v1"

	"errorleak/apikey/search"
)

type srv struct{ svc *customsearch.Service }

func register(ctx context.Context, s *server.MCPServer) error {
	svc, err := search.New(ctx)
	if err != nil {
		return err
	}
	x := &srv{svc: svc}
	s.AddTool(mcp.NewTool("search"), x.search)
	s.AddTool(mcp.NewTool("searchquiet"), x.searchQuiet)
	return nil
}

func (x *srv) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := x.svc.Cse.List().Q(req.GetString("q", "")).Do()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("search failed: %v", err)), nil // want `the API key a Google API client sends in the request URL`
	}
	return mcp.NewToolResultText(fmt.Sprint(len(res.Items))), nil
}

func (x *srv) searchQuiet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := x.svc.Cse.List().Q(req.GetString("q", "")).Do()
	if err != nil {
		return mcp.NewToolResultError("search failed; try a shorter query"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(len(res.Items))), nil
}
