// Package tools serves the films API: a failed request's error names the
// key the client sends in the URL.
package tools

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"errorleak/restykey/films"
)

type findIn struct {
	Query string `json:"query"`
}

// Register adds the tools.
func Register(s *mcp.Server, api *films.API) {
	mcp.AddTool(s, &mcp.Tool{Name: "find"}, func(ctx context.Context, _ *mcp.CallToolRequest, in findIn) (*mcp.CallToolResult, any, error) {
		body, err := api.Find(ctx, in.Query)
		if err != nil {
			return nil, nil, fmt.Errorf("lookup: %w", err) // want `the credential in the URL query parameter "api_key" that a resty client sends, in the error of \(\*resty.Request\).Get`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: body}}}, nil, nil
	})
}
