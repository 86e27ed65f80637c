// Package srv registers tools that call a backend whose base URL the
// exported constructor is given: whether it is the server's configured
// endpoint is decided in the package that calls New (see cmd). NewDocs
// is given a public site's constant address there: its errors are not
// the server's.
package srv

import (
	"context"
	"fmt"
	"io"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var hc = &http.Client{}

// get fetches base+path; a failed request's *url.Error prints the URL.
func get(ctx context.Context, base, path string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+path, nil)
	if err != nil {
		return "", err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return "", fmt.Errorf("backend: %w", err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b), nil
}

func failure(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

type input struct {
	ID string `json:"id"`
}

// New registers the backend's tools; base is the backend's address.
func New(base string) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "backend", Version: "1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "item"}, func(ctx context.Context, _ *mcp.CallToolRequest, in input) (*mcp.CallToolResult, any, error) {
		body, err := get(ctx, base, "/items/"+in.ID)
		if err != nil {
			return failure(err.Error()), nil, nil // want `srv.failure puts raw net/http error text from \(\*http.Client\).Do, called by get \(a \*url.Error prints the request URL, with the server's configured endpoint \(\$BACKEND_URL\)\)`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: body}}}, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "health"}, func(ctx context.Context, _ *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
		resp, err := hc.Get(base + "/healthz")
		if err != nil {
			return failure("health: " + err.Error()), nil, nil // want `srv.failure puts raw net/http error text from \(\*http.Client\).Get \(a \*url.Error prints the request URL, with the server's configured endpoint \(\$BACKEND_URL\)\)`
		}
		resp.Body.Close()
		return failure("unhealthy: " + resp.Status), nil, nil
	})
	return s
}

// NewAgent registers the agent's tool; agentURL is the agent's address.
func NewAgent(agentURL string) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "ping"}, func(ctx context.Context, _ *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
		if _, err := get(ctx, agentURL, "/ping"); err != nil {
			return failure("ping: " + err.Error()), nil, nil // want `called by get \(a \*url.Error prints the request URL, with the server's configured endpoint \(\$AGENT_HOST\)\)`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "pong"}}}, nil, nil
	})
	return s
}

// NewDocs registers a tool reading pages of a documentation site.
func NewDocs(site string) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "docs", Version: "1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "page"}, func(ctx context.Context, _ *mcp.CallToolRequest, in input) (*mcp.CallToolResult, any, error) {
		body, err := get(ctx, site, "/"+in.ID)
		if err != nil {
			return failure(err.Error()), nil, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: body}}}, nil, nil
	})
	return s
}
