// Package urlfield holds errorleak cases for an API client that keeps its
// endpoint as a *url.URL and resolves request paths against it: the
// server's configured endpoint when parsed from the environment, a public
// API's fixed URL when parsed from a constant.
package urlfield

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Client struct {
	hc      *http.Client
	baseURL *url.URL
}

func (c *Client) get(ctx context.Context, path string) error {
	u := c.baseURL.ResolveReference(&url.URL{Path: path})
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("request failed: %w", err)
	}
	resp.Body.Close()
	return nil
}

// PublicClient calls a public API at a fixed address.
type PublicClient struct {
	hc      *http.Client
	baseURL *url.URL
}

func newPublicClient() *PublicClient {
	u, _ := url.Parse("https://api.example.com/v1/")
	return &PublicClient{hc: http.DefaultClient, baseURL: u}
}

func (c *PublicClient) get(ctx context.Context, path string) error {
	u := c.baseURL.ResolveReference(&url.URL{Path: path})
	resp, err := c.hc.Get(u.String())
	if err != nil {
		return err
	}
	resp.Body.Close()
	return nil
}

func register(s *server.MCPServer) error {
	base, err := url.Parse(os.Getenv("ALERTS_API_URL"))
	if err != nil {
		return err
	}
	c := &Client{hc: http.DefaultClient, baseURL: base}
	p := newPublicClient()
	s.AddTool(mcp.NewTool("alerts"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.get(ctx, "/alerts"); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `server's configured endpoint \(field Client.baseURL\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("quotes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := p.get(ctx, "/quotes"); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // ok: a public API's fixed address
		}
		return mcp.NewToolResultText("ok"), nil
	})
	return nil
}
