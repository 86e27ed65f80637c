// Package builtsend is an mcp-go server whose API client builds each
// request in one helper, on its configured base URL, and sends it in
// another: the transport's *url.Error names the configured endpoint. A
// fetcher built the same way on a URL the model gives is no source.
package builtsend

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type apiClient struct {
	http    *http.Client
	baseURL string
}

func (c *apiClient) build(ctx context.Context, path string) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+path, nil)
	if err != nil {
		return nil, fmt.Errorf("building request: %w", err)
	}
	return req, nil
}

func (c *apiClient) send(req *http.Request) error {
	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("request failed: %w", err)
	}
	return resp.Body.Close()
}

func (c *apiClient) list(ctx context.Context, path string) error {
	req, err := c.build(ctx, path)
	if err != nil {
		return err
	}
	return c.send(req)
}

type fetcher struct{ http *http.Client }

func (f *fetcher) build(ctx context.Context, url string) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
}

func (f *fetcher) send(req *http.Request) error {
	resp, err := f.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func register(s *server.MCPServer) {
	c := &apiClient{http: http.DefaultClient, baseURL: os.Getenv("WIDGETS_URL")}
	f := &fetcher{http: http.DefaultClient}
	s.AddTool(mcp.NewTool("widgets"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.list(ctx, "/widgets"); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `raw net/http error text from \(\*http.Client\).Do at builtsend.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(field apiClient.baseURL\)\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("fetch"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := f.build(ctx, req.GetString("url", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if err := f.send(r); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
