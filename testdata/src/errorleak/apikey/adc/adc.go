// Package adc makes its client with a credentials file: no key is in the
// request URL, and the host is Google's public one.
package adc

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"google.golang.org/api/customsearch/v1"
	"google.golang.org/api/option"
)

type srv struct{ svc *customsearch.Service }

func register(ctx context.Context, s *server.MCPServer) error {
	svc, err := customsearch.NewService(ctx, option.WithCredentialsFile("/etc/creds.json"))
	if err != nil {
		return err
	}
	x := &srv{svc: svc}
	s.AddTool(mcp.NewTool("search"), x.search)
	return nil
}

func (x *srv) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := x.svc.Cse.List().Q(req.GetString("q", "")).Do()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("search failed: %v", err)), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(len(res.Items))), nil
}
