// Package passedurl has API clients whose request function is given the
// URL: when every call passes one built on the configured base URL (a
// helper of the client's, returning the URL alone or with an error), its
// transport errors name the server's backend;
// when a call passes a URL the model gave, the errors are the model's.
package passedurl

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type apiClient struct {
	baseURL string
	hc      *http.Client
}

func (c *apiClient) buildURL(path string) string { return c.baseURL + path }

func (c *apiClient) doRequest(ctx context.Context, u string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("API request failed: %w", err)
	}
	return resp, nil
}

func (c *apiClient) players(ctx context.Context) error {
	resp, err := c.doRequest(ctx, c.buildURL("/players"))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// resolve builds the URL with url.Parse and reports a bad path.
func (c *apiClient) resolve(path string) (string, error) {
	if path == "" {
		return "", errors.New("empty path")
	}
	base, err := url.Parse(c.baseURL)
	if err != nil {
		return "", fmt.Errorf("bad base URL: %w", err)
	}
	rel, err := url.Parse(path)
	if err != nil {
		return "", err
	}
	return base.ResolveReference(rel).String(), nil
}

func (c *apiClient) teams(ctx context.Context) error {
	u, err := c.resolve("/teams")
	if err != nil {
		return err
	}
	resp, err := c.doRequest(ctx, u)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// target takes the model's URL when it is absolute: not the server's.
func (c *apiClient) target(ref string) (string, error) {
	if ref == "" {
		return "", errors.New("empty reference")
	}
	if u, err := url.Parse(ref); err == nil && u.IsAbs() {
		return ref, nil
	}
	return c.baseURL + ref, nil
}

func (c *apiClient) follow(ctx context.Context, ref string) error {
	u, err := c.target(ref)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *apiClient) clubs(ctx context.Context) error {
	resp, err := c.doRequest(ctx, c.baseURL+"/clubs")
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

type fetchClient struct {
	hc *http.Client
}

func (c *fetchClient) fetch(ctx context.Context, u string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

func Register(s *server.MCPServer) {
	api := &apiClient{baseURL: os.Getenv("PORTAL_URL"), hc: http.DefaultClient}
	fc := &fetchClient{hc: http.DefaultClient}
	s.AddTool(mcp.NewTool("players"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := api.players(ctx); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Error listing players: %v", err)), nil // want `configured endpoint \(field apiClient.baseURL\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("clubs"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := api.clubs(ctx); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Error listing clubs: %v", err)), nil // want `configured endpoint \(field apiClient.baseURL\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("teams"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := api.teams(ctx); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Error listing teams: %v", err)), nil // want `configured endpoint \(field apiClient.baseURL\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("follow"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := api.follow(ctx, req.GetString("ref", "")); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("follow failed: %v", err)), nil // fine: the URL may be the model's
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("fetch"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := fc.fetch(ctx, req.GetString("url", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("fetch failed: %v", err)), nil // fine: the model's URL
		}
		resp.Body.Close()
		return mcp.NewToolResultText("ok"), nil
	})
}
