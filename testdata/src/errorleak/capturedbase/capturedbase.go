// Package capturedbase is a proxy whose tools send their requests to a
// base URL that main reads from the environment (with a local default)
// and hands to the function registering them, whose handlers capture
// it: the server's configured endpoint. A registrar given a public
// site's constant address is not.
package capturedbase

import (
	"context"
	"io"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	base := os.Getenv("BACKEND_URL")
	if base == "" {
		base = "http://localhost:8080"
	}
	s := server.NewMCPServer("proxy", "1")
	register(s, base, &http.Client{})
	registerDocs(s, "https://docs.example.com", &http.Client{})
}

func register(s *server.MCPServer, base string, c *http.Client) {
	s.AddTool(mcp.NewTool("get_item"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return fetch(ctx, c, base+"/items/"+req.GetString("id", ""))
	})
}

func registerDocs(s *server.MCPServer, site string, c *http.Client) {
	s.AddTool(mcp.NewTool("get_doc"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return fetchDoc(ctx, c, site+"/"+req.GetString("page", ""))
	})
}

func fetch(ctx context.Context, c *http.Client, url string) (*mcp.CallToolResult, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return mcp.NewToolResultError("bad request"), nil
	}
	resp, err := c.Do(req)
	if err != nil {
		return mcp.NewToolResultError("request failed: " + err.Error()), nil // want `raw net/http error text from \(\*http.Client\).Do at capturedbase.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(\$BACKEND_URL\)\)`
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(b)), nil
}

func fetchDoc(ctx context.Context, c *http.Client, url string) (*mcp.CallToolResult, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return mcp.NewToolResultError("bad request"), nil
	}
	resp, err := c.Do(req)
	if err != nil {
		return mcp.NewToolResultError("request failed: " + err.Error()), nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(b)), nil
}
