// Package querymap is an mcp-go server whose client puts its credentials
// into a parameter map built by one helper; a second helper writes the map
// into the query of the configured endpoint's URL, which the helper
// returns. The transport's *url.Error prints that URL: the configured
// endpoint, and the credentials when they are in its query, not when the
// same map goes into the request's body.
package querymap

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type config struct {
	Endpoint  string
	APIKey    string
	AuthToken string
}

type client struct {
	cfg  config
	http *http.Client
}

func newClient() *client {
	return &client{
		cfg:  config{Endpoint: os.Getenv("TASKS_ENDPOINT"), APIKey: os.Getenv("TASKS_API_KEY"), AuthToken: os.Getenv("TASKS_TOKEN")},
		http: http.DefaultClient,
	}
}

// params returns the call's parameters with the credentials added.
func (c *client) params(method string, extra map[string]string) map[string]string {
	all := map[string]string{}
	for k, v := range extra {
		all[k] = v
	}
	all["method"] = method
	all["api_key"] = c.cfg.APIKey
	all["auth_token"] = c.cfg.AuthToken
	return all
}

// public returns the call's parameters without credentials.
func (c *client) public(method string) map[string]string {
	return map[string]string{"method": method, "format": "json"}
}

// endpointWith returns the configured endpoint with the parameters in its
// query.
func (c *client) endpointWith(all map[string]string) (*url.URL, error) {
	u, err := url.Parse(c.cfg.Endpoint)
	if err != nil {
		return nil, fmt.Errorf("bad endpoint: %w", err)
	}
	q := u.Query()
	for k, v := range all {
		q.Set(k, v)
	}
	u.RawQuery = q.Encode()
	return u, nil
}

func (c *client) get(method string, extra map[string]string) error {
	u, err := c.endpointWith(c.params(method, extra))
	if err != nil {
		return err
	}
	resp, err := c.http.Get(u.String())
	if err != nil {
		return fmt.Errorf("request %s failed: %w", method, err)
	}
	return resp.Body.Close()
}

// post sends the credentials in the body: the *url.Error prints the
// public URL only.
func (c *client) post(method string) error {
	u, err := c.endpointWith(c.public(method))
	if err != nil {
		return err
	}
	body, _ := json.Marshal(c.params(method, nil))
	resp, err := c.http.Post(u.String(), "application/json", bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("request %s failed: %w", method, err)
	}
	return resp.Body.Close()
}

func register(s *server.MCPServer, c *client) {
	s.AddTool(mcp.NewTool("list_tasks"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.get("tasks.list", map[string]string{"filter": "open"}); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("listing tasks: %v", err)), nil // want `puts the secret field querymap.config.APIKey at querymap.go:\d+, the secret field querymap.config.AuthToken at querymap.go:\d+ and raw net/http error text from \(\*http.Client\).Get`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("sync_tasks"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.post("tasks.sync"); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("syncing tasks: %v", err)), nil // want `NewToolResultError puts raw net/http error text from \(\*http.Client\).Post at querymap.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(field config.Endpoint\)\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
