// Package funcarg holds errorleak cases for a function literal passed to a
// helper of the package that calls it and returns its results unchanged
// (a timing or retry wrapper, issue 22), or wraps its error with %w: the
// call carries what the literal's (or named function's) results carry; a
// helper that replaces the error does not.
package funcarg

import (
	"context"
	"errors"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type client struct {
	base string
	hc   *http.Client
}

func newClient() *client { return &client{base: os.Getenv("BACKEND_URL"), hc: http.DefaultClient} }

func (c *client) fetch(ctx context.Context, path string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
	if err != nil {
		return "", err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return "", err
	}
	resp.Body.Close()
	return "", nil
}

// timed returns fn's results unchanged.
func (c *client) timed(op string, fn func() (string, error)) (string, error) {
	start := time.Now()
	out, err := fn()
	log.Printf("%s took %v", op, time.Since(start))
	return out, err
}

// guarded logs fn's error and returns one of its own.
func guarded(fn func() (string, error)) (string, error) {
	out, err := fn()
	if err != nil {
		log.Printf("backend: %v", err)
		return "", errors.New("the backend is unavailable")
	}
	return out, nil
}

func (c *client) item(ctx context.Context, id string) (string, error) {
	return c.timed("item", func() (string, error) { return c.fetch(ctx, "/items/"+id) })
}

func (c *client) safeItem(ctx context.Context, id string) (string, error) {
	return guarded(func() (string, error) { return c.fetch(ctx, "/items/"+id) })
}

// quiet passes a literal whose error is the server's own words.
func (c *client) quiet(id string) (string, error) {
	return c.timed("quiet", func() (string, error) {
		if id == "" {
			return "", errors.New("id is required")
		}
		return id, nil
	})
}

type handler struct{ c *client }

func register(s *server.MCPServer) {
	h := &handler{c: newClient()}
	s.AddTool(mcp.NewTool("item"), h.item)
	s.AddTool(mcp.NewTool("safe"), h.safe)
	s.AddTool(mcp.NewTool("quiet"), h.quiet)
}

func (h *handler) item(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := h.c.item(ctx, req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw net/http error text from \(\*http.Client\).Do .*configured endpoint`
	}
	return mcp.NewToolResultText(v), nil
}

func (h *handler) safe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := h.c.safeItem(ctx, req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(v), nil
}

func (h *handler) quiet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := h.c.quiet(req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(v), nil
}
