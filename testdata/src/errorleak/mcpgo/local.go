package mcpgo

import (
	"context"
	"net"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// journalSocket is a unix socket: a path on this machine, no host.
var journalSocket = "/run/systemd/journal/socket"

func registerLocal(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("local"), local)
}

// local listens and dials on addresses of this machine, constants already
// in the code, and on a unix socket: their errors name nothing else. Not
// reported; a constant internal host is (mcpgo.go's network).
func local(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return mcp.NewToolResultError("callback listener: " + err.Error()), nil
	}
	defer ln.Close()
	c, err := net.Dial("tcp", "localhost:8125")
	if err != nil {
		return mcp.NewToolResultError("metrics agent: " + err.Error()), nil
	}
	c.Close()
	if _, err := net.Listen("tcp", ":9090"); err != nil {
		return mcp.NewToolResultError("metrics port: " + err.Error()), nil
	}
	addr, err := net.ResolveUnixAddr("unixgram", journalSocket)
	if err != nil {
		return mcp.NewToolResultError("journal: " + err.Error()), nil
	}
	if _, err := net.DialUnix("unixgram", nil, addr); err != nil {
		return mcp.NewToolResultError("journal: " + err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
