package constendpoint

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Clients whose endpoint defaults to a constant and can be changed by a
// functional option: the default's host decides (the package cannot know
// whether the server uses the option).

const internalAPI = "http://billing.internal:8080"

type optClient struct {
	baseURL string
	hc      *http.Client
}

type option func(*optClient)

// WithBaseURL points the client elsewhere (tests, proxies).
func WithBaseURL(u string) option { return func(c *optClient) { c.baseURL = u } }

func newOptClient(def string, opts ...option) *optClient {
	c := &optClient{baseURL: publicAPI, hc: http.DefaultClient}
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *optClient) get(ctx context.Context, p string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+p, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("get %s: %w", p, err)
	}
	return resp.Body.Close()
}

type billingClient struct {
	baseURL string
	hc      *http.Client
}

type billingOption func(*billingClient)

// WithBillingURL points the billing client elsewhere.
func WithBillingURL(u string) billingOption {
	return func(c *billingClient) { c.baseURL = u }
}

func newBillingClient(opts ...billingOption) *billingClient {
	c := &billingClient{baseURL: internalAPI, hc: http.DefaultClient}
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *billingClient) get(ctx context.Context, p string) error {
	resp, err := c.hc.Get(c.baseURL + p)
	if err != nil {
		return fmt.Errorf("billing %s: %w", p, err)
	}
	return resp.Body.Close()
}

func registerOptions(s *server.MCPServer) {
	c, b := newOptClient(""), newBillingClient()
	s.AddTool(mcp.NewTool("tasks"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.get(ctx, "/tasks"); err != nil {
			return mcp.NewToolResultError("tasks: " + err.Error()), nil // the public default
		}
		if err := b.get(ctx, "/invoices"); err != nil {
			return mcp.NewToolResultError("invoices: " + err.Error()), nil // want `configured endpoint \(field billingClient.baseURL\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
