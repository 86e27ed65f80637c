// Package constendpoint has two API clients: one whose endpoint is a
// public API's fixed URL (a constant, the only value the package stores
// there), whose transport errors name nothing internal, and one whose
// endpoint comes from the environment, the server's configured backend.
package constendpoint

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const publicAPI = "https://api.example.com/graphql"

type publicClient struct {
	endpoint string
	hc       *http.Client
}

func newPublicClient() *publicClient {
	return &publicClient{endpoint: publicAPI, hc: http.DefaultClient}
}

func (c *publicClient) list(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.endpoint+"/posts", nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("call API: %w", err)
	}
	return resp.Body.Close()
}

type backendClient struct {
	baseURL string
	hc      *http.Client
}

func newBackendClient() *backendClient {
	return &backendClient{baseURL: os.Getenv("BACKEND_URL"), hc: http.DefaultClient}
}

func (c *backendClient) list(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/items", nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("call backend: %w", err)
	}
	return resp.Body.Close()
}

func Register(s *server.MCPServer) {
	pub, back := newPublicClient(), newBackendClient()
	s.AddTool(mcp.NewTool("posts"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := pub.list(ctx); err != nil {
			return mcp.NewToolResultError("listing posts: " + err.Error()), nil // fine: a public API's fixed URL
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("items"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := back.list(ctx); err != nil {
			return mcp.NewToolResultError("listing items: " + err.Error()), nil // want `configured endpoint \(field backendClient.baseURL\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
