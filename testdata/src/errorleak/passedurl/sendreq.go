package passedurl

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// catalogClient builds each request in get or post and sends it in send:
// every request send is given names the configured base URL.
type catalogClient struct {
	base string
	hc   *http.Client
}

func (c *catalogClient) get(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
	if err != nil {
		return err
	}
	return c.send(req)
}

func (c *catalogClient) post(ctx context.Context, path string) error {
	req, err := http.NewRequest(http.MethodPost, c.base+path, nil)
	if err != nil {
		return err
	}
	return c.sendLogged(req)
}

// sendLogged passes its request on to send.
func (c *catalogClient) sendLogged(req *http.Request) error {
	return c.send(req)
}

func (c *catalogClient) send(req *http.Request) error {
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("request failed: %w", err)
	}
	return resp.Body.Close()
}

// mirrorClient's send is given the model's URL by one of its callers: its
// errors are not the server's alone.
type mirrorClient struct {
	base string
	hc   *http.Client
}

func (c *mirrorClient) get(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
	if err != nil {
		return err
	}
	return c.send(req)
}

func (c *mirrorClient) fetch(ctx context.Context, u string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	return c.send(req)
}

func (c *mirrorClient) send(req *http.Request) error {
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("request failed: %w", err)
	}
	return resp.Body.Close()
}

func RegisterCatalog(s *server.MCPServer) {
	cat := &catalogClient{base: os.Getenv("CATALOG_URL"), hc: http.DefaultClient}
	mir := &mirrorClient{base: os.Getenv("MIRROR_URL"), hc: http.DefaultClient}
	s.AddTool(mcp.NewTool("items"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := cat.get(ctx, "/items"); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("listing items failed: %v", err)), nil // want `raw net/http error text from \(\*http.Client\).Do at sendreq.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(field catalogClient.base\)\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("add_item"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := cat.post(ctx, "/items"); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("adding item failed: %v", err)), nil // want `configured endpoint \(field catalogClient.base\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("mirror_items"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := mir.get(ctx, "/items"); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("mirror failed: %v", err)), nil // fine: send is also given the model's URL
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("mirror_fetch"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := mir.fetch(ctx, req.GetString("url", "")); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("fetch failed: %v", err)), nil // fine: the model's URL
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
