package constendpoint

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// More clients whose endpoint defaults to a public constant: an exported
// option that normalises its parameter, and an unexported one the package
// never uses, keep the default's verdict; an unexported option the
// package calls with a configured URL makes the field configured.

type trimClient struct {
	baseURL string
	hc      *http.Client
}

type trimOption func(*trimClient)

// WithTrimmedURL points the client elsewhere, without a trailing slash.
func WithTrimmedURL(u string) trimOption {
	return func(c *trimClient) { c.baseURL = strings.TrimRight(u, "/") }
}

func newTrimClient(opts ...trimOption) *trimClient {
	c := &trimClient{baseURL: publicAPI, hc: http.DefaultClient}
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *trimClient) get(ctx context.Context, p string) error {
	resp, err := c.hc.Get(c.baseURL + p)
	if err != nil {
		return fmt.Errorf("get %s: %w", p, err)
	}
	return resp.Body.Close()
}

type testedClient struct {
	baseURL string
	hc      *http.Client
}

type testedOption func(*testedClient)

// withTestURL is for the package's tests only.
func withTestURL(u string) testedOption { return func(c *testedClient) { c.baseURL = u } }

func newTestedClient(opts ...testedOption) *testedClient {
	c := &testedClient{baseURL: publicAPI, hc: http.DefaultClient}
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *testedClient) get(ctx context.Context, p string) error {
	resp, err := c.hc.Get(c.baseURL + p)
	if err != nil {
		return fmt.Errorf("get %s: %w", p, err)
	}
	return resp.Body.Close()
}

type mirroredClient struct {
	baseURL string
	hc      *http.Client
}

type mirroredOption func(*mirroredClient)

// withMirror is given the configured mirror below.
func withMirror(u string) mirroredOption { return func(c *mirroredClient) { c.baseURL = u } }

func newMirroredClient(opts ...mirroredOption) *mirroredClient {
	c := &mirroredClient{baseURL: publicAPI, hc: http.DefaultClient}
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *mirroredClient) get(ctx context.Context, p string) error {
	resp, err := c.hc.Get(c.baseURL + p)
	if err != nil {
		return fmt.Errorf("get %s: %w", p, err)
	}
	return resp.Body.Close()
}

func registerTrimOptions(s *server.MCPServer) {
	t, u, m := newTrimClient(), newTestedClient(), newMirroredClient(withMirror(os.Getenv("MIRROR_URL")))
	s.AddTool(mcp.NewTool("trimmed"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := t.get(ctx, "/items"); err != nil {
			return mcp.NewToolResultError("items: " + err.Error()), nil // the public default
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("tested"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := u.get(ctx, "/items"); err != nil {
			return mcp.NewToolResultError("items: " + err.Error()), nil // the public default: the option is never used here
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("mirrored"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := m.get(ctx, "/items"); err != nil {
			return mcp.NewToolResultError("items: " + err.Error()), nil // want `configured endpoint \(field mirroredClient.baseURL\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
