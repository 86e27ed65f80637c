// Package tools sends requests to the addresses client's getters give:
// the configured one is the server's endpoint, a public site's is not
// (each through a helper that every call gives the same getter's value).
package tools

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"sync"

	"errorleak/endpointgetter/client"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Tools struct {
	c  *client.Client
	cp controlPlane
}

// controlPlane is what the status tool needs of the client: its one
// implementation is *client.Client.
type controlPlane interface {
	ControlURL() string
}

// status sends its request to the address the interface's getter gives.
func (t *Tools) status(ctx context.Context, _ *mcp.CallToolRequest, in nameArgs) (*mcp.CallToolResult, any, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, t.cp.ControlURL()+"/status", nil)
	if err != nil {
		return nil, nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, nil, fmt.Errorf("status request failed: %w", err) // want `configured endpoint \(field Client.controlURL\)`
	}
	resp.Body.Close()
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
}

type nameArgs struct {
	Name string `json:"name"`
}

func send(ctx context.Context, base, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("%s/%s", base, path), nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// fetch is send for the docs site.
func fetch(ctx context.Context, base, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/"+path, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (t *Tools) cluster(ctx context.Context, _ *mcp.CallToolRequest, in nameArgs) (*mcp.CallToolResult, any, error) {
	if err := send(ctx, t.c.ControlURL(), "v3/clusters/"+in.Name); err != nil {
		return nil, nil, fmt.Errorf("control plane request failed: %w", err) // want `raw net/http error text from \(\*http.Client\).Do at tools.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(field Client.controlURL\)\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
}

func (t *Tools) docs(ctx context.Context, _ *mcp.CallToolRequest, in nameArgs) (*mcp.CallToolResult, any, error) {
	if err := fetch(ctx, t.c.DocsURL(), in.Name); err != nil {
		return nil, nil, fmt.Errorf("docs request failed: %w", err) // fine: a public site's fixed address
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
}

// health asks the status address the client's locked getter gives.
func (t *Tools) health(ctx context.Context, _ *mcp.CallToolRequest, in nameArgs) (*mcp.CallToolResult, any, error) {
	resp, err := http.Get(t.c.StatusURL() + "/health/" + in.Name)
	if err != nil {
		return nil, nil, fmt.Errorf("health check failed: %w", err) // want `configured endpoint \(field Client.statusURL\)`
	}
	resp.Body.Close()
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
}

// mirror keeps its configured address behind a locked getter of this
// package.
type mirror struct {
	mu      sync.Mutex
	baseURL string
}

func (m *mirror) BaseURL() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.baseURL
}

var mirrors = &mirror{baseURL: os.Getenv("MIRROR_URL")}

func (t *Tools) mirrorStatus(ctx context.Context, _ *mcp.CallToolRequest, in nameArgs) (*mcp.CallToolResult, any, error) {
	resp, err := http.Get(mirrors.BaseURL() + "/status/" + in.Name)
	if err != nil {
		return nil, nil, fmt.Errorf("mirror unreachable: %w", err) // want `configured endpoint \(field mirror.baseURL`
	}
	resp.Body.Close()
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
}

func (t *Tools) Add(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "health"}, t.health)
	mcp.AddTool(s, &mcp.Tool{Name: "mirror_status"}, t.mirrorStatus)
	mcp.AddTool(s, &mcp.Tool{Name: "cluster"}, t.cluster)
	mcp.AddTool(s, &mcp.Tool{Name: "docs"}, t.docs)
	mcp.AddTool(s, &mcp.Tool{Name: "status"}, t.status)
}
