// Package tools fails a tool on either of two upstreams: the forge client
// the command hands in (decided where the command builds it) and the
// status service this package calls on its own configured endpoint.
// Both reach one return: it is one finding, whichever package decides a
// source, under either driver.
package tools

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/acme/forge"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Deps are what the tools need.
type Deps struct {
	Forge *forge.Client
}

var statusURL = os.Getenv("STATUS_URL")

// RegisterAll adds the tools to s.
func RegisterAll(s *server.MCPServer, deps *Deps) {
	s.AddTool(mcp.NewTool("repo"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		repo, _, err := deps.Forge.Repos.Get("me", req.GetString("name", ""))
		if err == nil {
			var resp *http.Response
			resp, err = http.Get(statusURL + "/repos/" + repo.Name)
			if err == nil {
				resp.Body.Close()
			}
		}
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `raw net/http error text from http.Get at tools.go:32`
		}
		return mcp.NewToolResultText(repo.Name), nil
	})
}
