// Package restyplain sends the key in a header and only the model's
// search text in the query: a failed request's error carries no
// credential.
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
}
