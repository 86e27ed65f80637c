// Package configsection keeps its backend's address in a section of the
// configuration file: a struct named for the section (MCP), held in the
// configuration type (AppSettings). Its fields are the server's
// configuration as the holder's are: a request to the configured backend
// prints the backend's address in its *url.Error. A struct named the
// same way that no configuration type holds (a tool's data) is not.
package configsection

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// MCP is the mcp section of the configuration file.
type MCP struct {
	UpstreamBaseURL string `yaml:"upstream_base_url"`
}

// AppSettings is the configuration file.
type AppSettings struct {
	MCP MCP `yaml:"mcp"`
}

// Conf is filled from the configuration file at start-up.
var Conf AppSettings

// Mirror is a tool's data: a mirror the model names.
type Mirror struct {
	BaseURL string `json:"base_url"`
}

func callBackend(ctx context.Context, base string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/menu/list", nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("backend request: %w", err)
	}
	return resp.Body.Close()
}

func listMenus(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := callBackend(ctx, Conf.MCP.UpstreamBaseURL); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("backend failed: %v", err)), nil // want `raw net/http error text from \(\*http.Client\).Do, called by callBackend .*field MCP.UpstreamBaseURL`
	}
	return mcp.NewToolResultText("ok"), nil
}

func pingMirror(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	m := Mirror{BaseURL: req.GetString("url", "")}
	if err := callBackend(ctx, m.BaseURL); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("mirror failed: %v", err)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_menus"), listMenus)
	s.AddTool(mcp.NewTool("ping_mirror"), pingMirror)
}
