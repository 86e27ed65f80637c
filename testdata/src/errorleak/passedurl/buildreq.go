package passedurl

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ordersClient builds every request in buildRequest, on the configured
// base URL, and sends what it returns in do.
type ordersClient struct {
	base string
	hc   *http.Client
}

func (c *ordersClient) buildRequest(ctx context.Context, method, path string) (*http.Request, error) {
	if path == "" {
		return nil, fmt.Errorf("empty path")
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, nil)
	if err != nil {
		return nil, fmt.Errorf("build request: %w", err)
	}
	req.Header.Set("Accept", "application/json")
	return req, nil
}

func (c *ordersClient) do(ctx context.Context, method, path string) error {
	req, err := c.buildRequest(ctx, method, path)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("request to %s %s failed: %w", method, path, err)
	}
	return resp.Body.Close()
}

// proxyClient's buildRequest takes the model's URL when it is given one.
type proxyClient struct {
	base string
	hc   *http.Client
}

func (c *proxyClient) buildRequest(ctx context.Context, target string) (*http.Request, error) {
	if target != "" {
		return http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	}
	return http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/default", nil)
}

func (c *proxyClient) do(ctx context.Context, target string) error {
	req, err := c.buildRequest(ctx, target)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func RegisterOrders(s *server.MCPServer) {
	oc := &ordersClient{base: os.Getenv("ORDERS_URL"), hc: http.DefaultClient}
	pc := &proxyClient{base: os.Getenv("PROXY_URL"), hc: http.DefaultClient}
	s.AddTool(mcp.NewTool("orders"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := oc.do(ctx, "GET", "/orders"); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("[Error] orders: %v", err)), nil // want `configured endpoint \(field ordersClient.base\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("proxy"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := pc.do(ctx, req.GetString("url", "")); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("[Error] proxy: %v", err)), nil // fine: the URL may be the model's
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
