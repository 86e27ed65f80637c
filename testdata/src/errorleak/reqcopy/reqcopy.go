// Package reqcopy holds errorleak cases for a request copied before it is
// sent (`req = req.WithContext(ctx)`, as generated API clients do in every
// operation, or req.Clone(ctx)): the copy keeps the original's URL, so a
// *url.Error of the copy prints the configured endpoint all the same.
package reqcopy

import (
	"context"
	"net/http"
	"net/url"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Doer sends requests.
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

// Client is a generated API client.
type Client struct {
	Server string
	Doer   Doer
}

// GetWidget copies the request for its context.
func (c *Client) GetWidget(ctx context.Context, id string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, c.Server+"/api/widgets/"+url.PathEscape(id), nil)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	return c.Doer.Do(req)
}

// ListWidgets clones the request built by a helper.
func (c *Client) ListWidgets(ctx context.Context) (*http.Response, error) {
	req, err := c.newListRequest()
	if err != nil {
		return nil, err
	}
	return c.Doer.Do(req.Clone(ctx))
}

func (c *Client) newListRequest() (*http.Request, error) {
	return http.NewRequest(http.MethodGet, c.Server+"/api/widgets", nil)
}

// Fetch sends a copy of a request to a URL the model gave.
func Fetch(ctx context.Context, d Doer, target string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, target, nil)
	if err != nil {
		return nil, err
	}
	return d.Do(req.WithContext(ctx))
}

func register(s *server.MCPServer) {
	c := &Client{Server: os.Getenv("WIDGET_API_URL"), Doer: http.DefaultClient}
	s.AddTool(mcp.NewTool("widget"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := c.GetWidget(ctx, req.GetString("id", "")); err != nil {
			return mcp.NewToolResultErrorFromErr("failed to get widget", err), nil // want `raw net/http error text from Doer.Do .* configured endpoint \(field Client.Server\)`
		}
		if _, err := c.ListWidgets(ctx); err != nil {
			return mcp.NewToolResultErrorFromErr("failed to list widgets", err), nil // want `raw net/http error text from Doer.Do .* configured endpoint \(field Client.Server\)`
		}
		if _, err := Fetch(ctx, c.Doer, req.GetString("url", "")); err != nil {
			return mcp.NewToolResultErrorFromErr("failed to fetch", err), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
