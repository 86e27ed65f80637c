// Package urlcopy builds each request on a copy of the configured base
// URL with its path set: a failed request's *url.Error prints the base.
// A copy whose host is set to another names that host instead.
package urlcopy

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type client struct {
	base *url.URL
	http *http.Client
}

func (c *client) get(ctx context.Context, path string) error {
	u := *c.base
	u.Path = c.base.Path + path
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("GET %s: %w", path, err)
	}
	return resp.Body.Close()
}

func (c *client) mirror(ctx context.Context, host, path string) error {
	u := *c.base
	u.Host = host
	u.Path = path
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("GET %s: %w", path, err)
	}
	return resp.Body.Close()
}

type in struct {
	Path string `json:"path"`
	Host string `json:"host"`
}

// Register adds the tools, on the configured API.
func Register(s *mcp.Server) error {
	base, err := url.Parse(os.Getenv("API_BASE_URL"))
	if err != nil {
		return err
	}
	c := &client{base: base, http: http.DefaultClient}
	mcp.AddTool(s, &mcp.Tool{Name: "get"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
		return nil, nil, c.get(ctx, a.Path) // want `raw net/http error text from \(\*http.Client\).Do .*configured endpoint`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "mirror"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
		return nil, nil, c.mirror(ctx, a.Host, a.Path)
	})
	return nil
}
