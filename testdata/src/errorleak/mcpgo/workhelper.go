package mcpgo

import (
	"context"
	"fmt"
	"net"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// statsClient talks to a stats daemon at a configured internal address.
type statsClient struct{ addr string }

func (c *statsClient) info() (string, error) {
	conn, err := net.Dial("tcp", c.addr)
	if err != nil {
		return "", fmt.Errorf("connect: %w", err) // want `returned error carries raw net error text from net.Dial`
	}
	defer conn.Close()
	return "up", nil
}

// withWork runs the tool's work and answers its error as an isError
// result: the functions given to it are the tools, judged at their own
// returns (and a method a tool's closure only calls, at its own).
func withWork(action string, work func() (string, error)) (*mcp.CallToolResult, error) {
	out, err := work()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to %s: %v", action, err)), nil
	}
	return mcp.NewToolResultText(out), nil
}

func registerWork(m *server.MCPServer, c *statsClient) {
	m.AddTool(mcp.NewTool("stats_info"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return withWork("read stats", func() (string, error) { return c.info() })
	})
	m.AddTool(mcp.NewTool("stats_version"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return withWork("read the version", func() (string, error) { return "1.2", nil })
	})
}
