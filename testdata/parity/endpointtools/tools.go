// Package endpointtools sends its requests to the address another
// package's getter returns: the server's configured endpoint, which a
// *url.Error prints.
package endpointtools

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"parity/endpointclient"
)

func get(ctx context.Context, base, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+path, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Register adds the stock tool.
func Register(s *server.MCPServer, c *endpointclient.Client) {
	s.AddTool(mcp.NewTool("stock"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := get(ctx, c.InventoryURL(), "/stock"); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("stock lookup failed: %v", err)), nil // want errorleak:`configured endpoint \(field Client.inventoryURL\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
