// Package respheader calls an upstream API whose answers carry a paging
// cursor in a header named like a token: a header of the response, not
// of the caller's request, it says nothing of who calls.
package respheader

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Page string `json:"page"`
}

type out struct {
	Next string `json:"next"`
}

type page struct {
	status int
	next   string
}

func fetch(ctx context.Context, c *http.Client, url string) (*page, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, errors.New("the API did not answer")
	}
	defer resp.Body.Close()
	p := &page{status: resp.StatusCode, next: resp.Header.Get("X-Ms-Continuationtoken")}
	if p.status == http.StatusForbidden {
		return nil, fmt.Errorf("the API refused the page (HTTP %d)", p.status)
	}
	return p, nil
}

// Register adds the tool.
func Register(s *mcp.Server, c *http.Client) {
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		p, err := fetch(ctx, c, "https://api.example.com/items?page="+a.Page)
		if err != nil {
			return nil, out{}, err
		}
		if p.next == "" {
			return nil, out{}, errors.New("no further page")
		}
		return nil, out{Next: p.next}, nil
	})
}
