// Package stdio is a stdio server whose access checks use the server's own
// configuration: no HTTP layer, no finding.
package stdio

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("drop"), drop)
	_ = server.ServeStdio(s)
}

func drop(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if os.Getenv("ALLOW_DROP") != "1" {
		return mcp.NewToolResultError("dropping is disabled; set ALLOW_DROP=1"), nil
	}
	if req.GetString("table", "") == "users" {
		return nil, errors.New("permission denied: users is protected")
	}
	return mcp.NewToolResultText("dropped"), nil
}
