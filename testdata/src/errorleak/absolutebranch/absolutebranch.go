// Package absolutebranch has an API client whose URL helper passes an
// absolute URL the caller gives through and joins a relative path to
// the configured base: the handlers' relative paths go to the configured
// endpoint, whose address a failed request's error names.
package absolutebranch

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type client struct {
	baseURL string
	hc      *http.Client
}

func (c *client) resolve(path string) (string, error) {
	if strings.HasPrefix(path, "http://") || strings.HasPrefix(path, "https://") {
		u, err := url.Parse(path)
		if err != nil {
			return "", err
		}
		return u.String(), nil
	}
	u, err := url.Parse(c.baseURL + "/" + strings.TrimLeft(path, "/"))
	if err != nil {
		return "", err
	}
	return u.String(), nil
}

func (c *client) get(ctx context.Context, path string) (string, error) {
	target, err := c.resolve(path)
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return "", err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// Register registers the tools.
func Register(s *server.MCPServer) {
	c := &client{baseURL: os.Getenv("ITEMS_API_URL"), hc: http.DefaultClient}
	s.AddTool(mcp.NewTool("item"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		body, err := c.get(ctx, "/items/"+req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint \(field client.baseURL`
		}
		return mcp.NewToolResultText(body), nil
	})
}
