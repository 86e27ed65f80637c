// Package typeassert holds errorleak cases for an error the handler
// asserts to one of the module's own types: an API error built from a
// response's status and body holds no source's error (the request's
// *url.Error is returned another way), while a wrapper with an error
// field may hold one.
package typeassert

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Client struct {
	BaseURL string
	hc      *http.Client
}

// APIError is what a non-2xx response makes.
type APIError struct {
	Status  int
	Body    string
	Headers map[string][]string
}

func (e *APIError) Error() string { return fmt.Sprintf("status %d: %s", e.Status, e.Body) }

// OpError wraps the error of the operation it names.
type OpError struct {
	Op  string
	Err error
}

func (e *OpError) Error() string { return e.Op + ": " + e.Err.Error() }

func (c *Client) get(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.BaseURL+path, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return &OpError{Op: "get " + path, Err: err}
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode >= 300 {
		return &APIError{Status: resp.StatusCode, Body: string(body), Headers: resp.Header}
	}
	return nil
}

func register(s *server.MCPServer) {
	c := &Client{BaseURL: os.Getenv("API_URL"), hc: http.DefaultClient}
	s.AddTool(mcp.NewTool("status"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		err := c.get(ctx, "/status")
		if err == nil {
			return mcp.NewToolResultText("up"), nil
		}
		if apiErr, ok := err.(*APIError); ok {
			return mcp.NewToolResultError(apiErr.Error()), nil // ok: the response's status and body
		}
		if opErr, ok := err.(*OpError); ok {
			return mcp.NewToolResultError(opErr.Error()), nil // want `raw net/http error text from \(\*http.Client\).Do`
		}
		return mcp.NewToolResultError("status failed"), nil
	})
}
