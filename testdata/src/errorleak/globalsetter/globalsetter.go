// Package globalsetter requests a public API at a package variable that
// an exported setter, which the package never calls, may change (for its
// tests): the variable's own public value decides, and the request's
// error names no infrastructure. A variable the package itself sets from
// the environment is configured.
package globalsetter

import (
	"context"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var publicURL = "https://api.example.com/v1/graphql"

// SetPublicURL points the client elsewhere.
func SetPublicURL(u string) { publicURL = u }

var backendURL = "https://api.example.com/v1"

// SetBackendURL points the client elsewhere.
func SetBackendURL(u string) { backendURL = u }

func configure() { backendURL = os.Getenv("BACKEND_URL") }

func get(ctx context.Context, u string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func register(s *server.MCPServer) {
	configure()
	s.AddTool(mcp.NewTool("public"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := get(ctx, publicURL); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("backend"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := get(ctx, backendURL); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `raw net/http error text from \(\*http.Client\).Do`
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
