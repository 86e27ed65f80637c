package nestedmap

import (
	"context"
	"encoding/json"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// registerAliases writes into a map read back out of the report map
// (`deps := report["deps"].(map[string]string)`): the report carries
// what is written there; the server's own words do not leak.
func registerAliases(s *server.MCPServer) {
	c := &stats{endpoint: os.Getenv("STATS_URL"), hc: http.DefaultClient}
	s.AddTool(mcp.NewTool("health"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		report := map[string]any{"state": "ok", "deps": map[string]string{}}
		deps := report["deps"].(map[string]string)
		if err := c.get(ctx, "/health"); err != nil {
			deps["stats"] = "down: " + err.Error()
			report["state"] = "degraded"
		}
		b, _ := json.Marshal(report)
		return mcp.NewToolResultText(string(b)), nil // want `raw net/http error text from \(\*http.Client\).Do`
	})
	s.AddTool(mcp.NewTool("health_checked"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		report := map[string]any{"state": "ok", "deps": map[string]string{}}
		if deps, ok := report["deps"].(map[string]string); ok {
			if err := c.get(ctx, "/health"); err != nil {
				deps["stats"] = "down: " + err.Error()
			}
		}
		b, _ := json.Marshal(report)
		return mcp.NewToolResultText(string(b)), nil // want `raw net/http error text from \(\*http.Client\).Do`
	})
	s.AddTool(mcp.NewTool("health_quiet"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		report := map[string]any{"state": "ok", "deps": map[string]string{}}
		deps := report["deps"].(map[string]string)
		if err := c.get(ctx, "/health"); err != nil {
			deps["stats"] = "down"
		}
		b, _ := json.Marshal(report)
		return mcp.NewToolResultText(string(b)), nil
	})
}
