package mcpgo

import (
	"context"
	"fmt"
	"net"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// journalSocket is a unix socket: a path on this machine, no host.
var journalSocket = "/run/systemd/journal/socket"

func registerLocal(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("local"), local)
	m.AddTool(mcp.NewTool("open_port"), openPort)
	m.AddTool(mcp.NewTool("metrics_listener"), metricsListener)
}

// openPort listens on the port the model asks for: the error names the
// model's own address ("bind: address already in use"), its answer.
func openPort(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ln, err := listenOn(req.GetString("host", "127.0.0.1"), req.GetInt("port", 0))
	if err != nil {
		return mcp.NewToolResultError("cannot listen: " + err.Error()), nil
	}
	defer ln.Close()
	return mcp.NewToolResultText(ln.Addr().String()), nil
}

// listenOn is an adapter: the address is its caller's.
func listenOn(host string, port int) (net.Listener, error) {
	return net.Listen("tcp", fmt.Sprintf("%s:%d", host, port))
}

// metricsListener listens on the address the server is configured with:
// its error names the server's own configuration.
func metricsListener(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ln, err := net.Listen("tcp", os.Getenv("METRICS_ADDR"))
	if err != nil {
		return mcp.NewToolResultError("metrics listener: " + err.Error()), nil // want `raw net error text from net.Listen`
	}
	ln.Close()
	return mcp.NewToolResultText("ok"), nil
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
