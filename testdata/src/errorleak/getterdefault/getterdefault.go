// Package getterdefault holds errorleak cases for a base URL that a
// same-package getter returns: a loopback or internal default names an
// internal host whenever the setting is empty, as the literal would; a
// public default does not.
package getterdefault

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// backendBase returns the configured backend or its loopback default.
func backendBase() string {
	if u := os.Getenv("BACKEND_ORIGIN"); u != "" {
		return u
	}
	return "http://127.0.0.1:8888"
}

// catalogBase returns the public catalogue's address.
func catalogBase() string { return "https://catalog.example.com" }

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("users"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodGet, backendBase()+"/users", nil)
		if err != nil {
			return mcp.NewToolResultError("bad request"), nil
		}
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("calling the backend failed: %v", err)), nil // want `with the internal host 127.0.0.1`
		}
		defer resp.Body.Close()
		resp2, err := http.Get(catalogBase() + "/items")
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("calling the catalogue failed: %v", err)), nil
		}
		defer resp2.Body.Close()
		return mcp.NewToolResultText(resp.Status), nil
	})
}
