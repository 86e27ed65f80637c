// Package restyplain sends the key in a header and only the model's
// search text in the query: a failed request's error carries no
// credential. A request to the server's configured converter names its
// address in the error; one to a URL the model gave names the model's.
package restyplain

import (
	"context"
	"fmt"
	"os"

	"github.com/go-resty/resty/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type findIn struct {
	Query string `json:"query"`
}

type fetchIn struct {
	URL string `json:"url"`
}

// converter calls the conversion service the server is configured with.
type converter struct {
	baseURL string
}

// Register adds the tools.
func Register(s *mcp.Server) {
	c := resty.New().SetBaseURL("https://films.example.com/v1").
		SetQueryParams(map[string]string{"lang": "en", "format": "json"})
	key := os.Getenv("FILMS_API_KEY")
	mcp.AddTool(s, &mcp.Tool{Name: "find"}, func(ctx context.Context, _ *mcp.CallToolRequest, in findIn) (*mcp.CallToolResult, any, error) {
		resp, err := c.R().SetContext(ctx).SetQueryParam("query", in.Query).SetQueryParam("sig", fmt.Sprint(len(key))).Get("/search")
		if err != nil {
			return nil, nil, fmt.Errorf("lookup: %w", err)
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: resp.String()}}}, nil, nil
	})
	conv := &converter{baseURL: os.Getenv("CONVERT_URL")}
	mcp.AddTool(s, &mcp.Tool{Name: "convert"}, func(ctx context.Context, _ *mcp.CallToolRequest, in findIn) (*mcp.CallToolResult, any, error) {
		resp, err := resty.New().R().SetContext(ctx).Post(conv.baseURL + "/convert")
		if err != nil {
			return nil, nil, fmt.Errorf("convert: %w", err) // want `raw resty error text from \(\*resty.Request\).Post at restyplain.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: resp.String()}}}, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "fetch"}, func(ctx context.Context, _ *mcp.CallToolRequest, in fetchIn) (*mcp.CallToolResult, any, error) {
		resp, err := resty.New().R().SetContext(ctx).Get(in.URL)
		if err != nil {
			return nil, nil, fmt.Errorf("fetch: %w", err) // the model's own URL
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: resp.String()}}}, nil, nil
	})
}
