// Package asgate holds handlers of an API client whose calls fail with a
// transport error (a *url.Error naming the configured endpoint) or with
// the client's own status error. A handler that shows the error only
// where errors.As found the status error (inline, or through the
// client's AsStatusError helper) shows no transport text: not reported.
// The transport text still leaks on the other paths, and where the
// status type can wrap another error (an Unwrap method, an error field).
package asgate

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// StatusError is the API's answer to a failed request.
type StatusError struct {
	Code    int
	Message string
}

func (e *StatusError) Error() string { return fmt.Sprintf("api %d: %s", e.Code, e.Message) }

// AsStatusError returns err's StatusError, if it has one.
func AsStatusError(err error) (*StatusError, bool) {
	var se *StatusError
	if errors.As(err, &se) {
		return se, true
	}
	return nil, false
}

// WrappedError keeps the error it was made from.
type WrappedError struct {
	Code int
	Err  error
}

func (e *WrappedError) Error() string { return fmt.Sprintf("api %d: %v", e.Code, e.Err) }

type client struct {
	base string
	hc   *http.Client
}

func (c *client) get(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return &StatusError{Code: resp.StatusCode, Message: resp.Status}
	}
	return nil
}

func (c *client) getWrapped(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return &WrappedError{Code: 502, Err: err}
	}
	resp.Body.Close()
	return nil
}

func Register(s *server.MCPServer) {
	c := &client{base: os.Getenv("API_BASE"), hc: &http.Client{}}
	s.AddTool(mcp.NewTool("quota"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.get(ctx, "/quota"); err != nil {
			var se *StatusError
			if errors.As(err, &se) && se.Code == http.StatusForbidden {
				return mcp.NewToolResultError("this key may not read quotas: " + err.Error()), nil
			}
			return mcp.NewToolResultError("cannot read quota: " + err.Error()), nil // want `raw net/http error text`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("usage"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.get(ctx, "/usage"); err != nil {
			if se, ok := AsStatusError(err); ok && se.Code == http.StatusNotFound {
				return mcp.NewToolResultError("no usage recorded yet: " + err.Error()), nil
			}
			return mcp.NewToolResultError("cannot read usage"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("limits"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.getWrapped(ctx, "/limits"); err != nil {
			var we *WrappedError
			if errors.As(err, &we) {
				return mcp.NewToolResultError("cannot read limits: " + err.Error()), nil // want `raw net/http error text`
			}
			return mcp.NewToolResultError("cannot read limits"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
