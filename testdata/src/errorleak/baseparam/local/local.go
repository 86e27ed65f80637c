// Package local registers a tool on a server it is given, calling the
// agent whose address Register is given; the command decides whether
// that is the server's configured endpoint (see flagcmd).
package local

import (
	"context"
	"fmt"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type input struct {
	Name string `json:"name"`
}

// Register adds the agent's tools to s.
func Register(s *mcp.Server, agentURL string) {
	mcp.AddTool(s, &mcp.Tool{Name: "restart"}, func(ctx context.Context, _ *mcp.CallToolRequest, in input) (*mcp.CallToolResult, any, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, fmt.Sprintf("%s/units/%s/restart", agentURL, in.Name), nil)
		if err != nil {
			return nil, nil, err
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "restart failed: " + err.Error()}}}, nil, nil // want `raw net/http error text from \(\*http.Client\).Do \(a \*url.Error prints the request URL, with the server's configured endpoint \(flag -base-url\)\)`
		}
		resp.Body.Close()
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "restarted"}}}, nil, nil
	})
}
