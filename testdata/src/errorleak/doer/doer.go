// Package doer has a generated-style API client: it keeps the server's
// base URL in its Server field and sends requests through a doer
// interface (an *http.Client behind it), whose *url.Error prints the URL.
package doer

import (
	"context"
	"net/http"
	"net/url"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// HttpRequestDoer sends requests.
type HttpRequestDoer interface {
	Do(req *http.Request) (*http.Response, error)
}

// Client is the API client.
type Client struct {
	Server string
	Client HttpRequestDoer
}

func NewClient(server string) *Client {
	return &Client{Server: server, Client: &http.Client{}}
}

func (c *Client) GetTags(ctx context.Context) (*http.Response, error) {
	u, err := url.Parse(c.Server)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.JoinPath("/api/v1/tags").String(), nil)
	if err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// fetcher fetches pages the model names through the same kind of doer.
type fetcher struct{ hc HttpRequestDoer }

func Register(s *server.MCPServer) {
	api := NewClient(os.Getenv("TAGS_URL"))
	f := &fetcher{hc: &http.Client{}}
	s.AddTool(mcp.NewTool("get_tags"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := api.GetTags(ctx)
		if err != nil {
			return mcp.NewToolResultError("cannot get tags: " + err.Error()), nil // want `raw net/http error text from HttpRequestDoer.Do`
		}
		resp.Body.Close()
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("fetch_page"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodGet, req.GetString("url", ""), nil)
		if err != nil {
			return mcp.NewToolResultError("bad url"), nil
		}
		resp, err := f.hc.Do(r)
		if err != nil {
			return mcp.NewToolResultError("cannot fetch: " + err.Error()), nil // the model's own URL
		}
		resp.Body.Close()
		return mcp.NewToolResultText("ok"), nil
	})
}
