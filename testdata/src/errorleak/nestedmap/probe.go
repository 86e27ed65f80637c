package nestedmap

import (
	"context"
	"encoding/json"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// registerProbes records each probe's failure in a map a closure
// captures; the map goes into the success result's JSON. A map the
// closure fills with the server's own words does not leak.
func registerProbes(s *server.MCPServer) {
	c := &stats{endpoint: os.Getenv("STATS_URL"), hc: http.DefaultClient}
	s.AddTool(mcp.NewTool("health"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out := map[string]any{}
		failures := map[string]string{}
		probe := func(name, path string) {
			if err := c.get(ctx, path); err != nil {
				failures[name] = err.Error()
				return
			}
			out[name] = "ok"
		}
		probe("cpu", "/cpu")
		probe("disk", "/disk")
		if len(failures) > 0 {
			out["failures"] = failures
		}
		b, _ := json.Marshal(out)
		return mcp.NewToolResultText(string(b)), nil // want `raw net/http error text from \(\*http.Client\).Do`
	})
	s.AddTool(mcp.NewTool("ready"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		down := map[string]string{}
		check := func(name, path string) {
			if err := c.get(ctx, path); err != nil {
				down[name] = "unreachable"
			}
		}
		check("cpu", "/cpu")
		b, _ := json.Marshal(map[string]any{"down": down})
		return mcp.NewToolResultText(string(b)), nil
	})
}
