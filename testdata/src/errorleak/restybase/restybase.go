// Package restybase calls the inventory service the server is configured
// with through a resty client given the service's base URL: a request of
// a relative path fails with an error printing the base URL. A client of
// a public API's fixed URL, and a request of a URL the model gave, are
// not sources.
package restybase

import (
	"context"
	"fmt"
	"os"

	"github.com/go-resty/resty/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type inventory struct {
	http *resty.Client
}

func newInventory() *inventory {
	return &inventory{http: resty.New().SetBaseURL(os.Getenv("INVENTORY_URL"))}
}

func (v *inventory) get(ctx context.Context, path string) (string, error) {
	resp, err := v.http.R().SetContext(ctx).Get(path)
	if err != nil {
		return "", fmt.Errorf("inventory: %w", err)
	}
	return resp.String(), nil
}

type itemIn struct {
	ID  string `json:"id"`
	URL string `json:"url"`
}

// Register adds the tools.
func Register(s *mcp.Server) {
	inv := newInventory()
	public := resty.New()
	public.SetBaseURL("https://catalog.example.com/v2")
	mcp.AddTool(s, &mcp.Tool{Name: "items"}, func(ctx context.Context, _ *mcp.CallToolRequest, in itemIn) (*mcp.CallToolResult, any, error) {
		text, err := inv.get(ctx, "/items")
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil // want `raw resty error text from \(\*resty.Request\).Get at restybase.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(\$INVENTORY_URL\)\)`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "catalog"}, func(ctx context.Context, _ *mcp.CallToolRequest, in itemIn) (*mcp.CallToolResult, any, error) {
		resp, err := public.R().SetContext(ctx).Get("/items/" + in.ID)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: resp.String()}}}, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "fetch"}, func(ctx context.Context, _ *mcp.CallToolRequest, in itemIn) (*mcp.CallToolResult, any, error) {
		resp, err := inv.http.R().SetContext(ctx).Get(in.URL)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: resp.String()}}}, nil, nil
	})
}
