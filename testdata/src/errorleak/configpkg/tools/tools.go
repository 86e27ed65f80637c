// Package tools calls the backend package config names, through a getter
// with a public default: a failed request's *url.Error prints the
// configured address.
package tools

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/configpkg/config"
)

func baseURL() string {
	if u := strings.TrimSpace(config.Global.MCP.UpstreamBaseURL); u != "" {
		return strings.TrimRight(u, "/")
	}
	return "https://backend.example.com"
}

func sync(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, baseURL()+"/sync", nil)
	if err != nil {
		return mcp.NewToolResultError("bad request"), nil
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("sync failed: %v", err)), nil // want `raw net/http error text from \(\*http.Client\).Do .*field MCP.UpstreamBaseURL`
	}
	_ = resp.Body.Close()
	return mcp.NewToolResultText("synced"), nil
}

// Register adds the tool.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("sync"), sync)
}
