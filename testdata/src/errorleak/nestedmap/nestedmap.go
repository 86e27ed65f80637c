// Package nestedmap puts the configured backend's error text one map level
// down in a success result's JSON: a map literal stored as a value of
// another map, and a map stored into a map literal. Both carry it; a
// nested map of the server's own words does not.
package nestedmap

import (
	"context"
	"encoding/json"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type stats struct {
	endpoint string
	hc       *http.Client
}

func (c *stats) get(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.endpoint+path, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func register(s *server.MCPServer) {
	c := &stats{endpoint: os.Getenv("STATS_URL"), hc: http.DefaultClient}
	s.AddTool(mcp.NewTool("cpu"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out := map[string]any{}
		if err := c.get(ctx, "/cpu"); err != nil {
			out["cpu"] = map[string]any{"status": "unavailable", "error": err.Error()}
		}
		b, _ := json.Marshal(out)
		return mcp.NewToolResultText(string(b)), nil // want `raw net/http error text from \(\*http.Client\).Do`
	})
	s.AddTool(mcp.NewTool("analyze"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		analysis := map[string]any{}
		if err := c.get(ctx, "/explain"); err != nil {
			analysis["explain_error"] = err.Error()
		}
		b, _ := json.Marshal(map[string]any{"analysis": analysis})
		return mcp.NewToolResultText(string(b)), nil // want `raw net/http error text from \(\*http.Client\).Do`
	})
	s.AddTool(mcp.NewTool("memory"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out := map[string]any{}
		if err := c.get(ctx, "/memory"); err != nil {
			out["memory"] = map[string]any{"status": "unavailable"}
		}
		b, _ := json.Marshal(out)
		return mcp.NewToolResultText(string(b)), nil
	})
}
