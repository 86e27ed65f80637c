// Package valkey answers from a Valkey server: a failed command's error
// names the server's address.
package valkey

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/valkey-io/valkey-go"
)

// Register adds the tools.
func Register(s *server.MCPServer) error {
	c, err := valkey.NewClient(valkey.ClientOption{InitAddress: []string{os.Getenv("VALKEY_ADDR")}})
	if err != nil {
		return err
	}
	s.AddTool(mcp.NewTool("get"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := c.Do(ctx, c.B().Get(req.GetString("key", ""))).ToString()
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("get: %v", err)), nil // want `raw github.com/valkey-io/valkey-go error text`
		}
		return mcp.NewToolResultText(v), nil
	})
	s.AddTool(mcp.NewTool("exists"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := c.Do(ctx, c.B().Get(req.GetString("key", ""))).ToString(); err != nil {
			return mcp.NewToolResultError("the key could not be read"), nil
		}
		return mcp.NewToolResultText("yes"), nil
	})
	return nil
}
