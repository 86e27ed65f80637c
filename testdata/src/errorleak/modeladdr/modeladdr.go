// Package modeladdr has connectivity tools: the errors of dialing or
// looking up an address the model gave are the model's own; those of the
// server's configured or constant addresses name its infrastructure.
package modeladdr

import (
	"context"
	"fmt"
	"net"
	"os"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type probeIn struct {
	Host string `json:"host"`
	Port string `json:"port"`
}

type probeOut struct {
	Detail string `json:"detail"`
}

func failed(format string, args ...any) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, args...)}}}
}

func probe(ctx context.Context, _ *mcp.CallToolRequest, in probeIn) (*mcp.CallToolResult, probeOut, error) {
	if _, err := net.LookupHost(in.Host); err != nil {
		return failed("lookup failed: %v", err), probeOut{}, nil // fine: the model's host
	}
	c, err := net.DialTimeout("tcp", net.JoinHostPort(in.Host, in.Port), 2*time.Second)
	if err != nil {
		return failed("dial failed: %v", err), probeOut{}, nil // fine: the model's address
	}
	c.Close()
	return nil, probeOut{Detail: "reachable"}, nil
}

func cacheStatus(ctx context.Context, _ *mcp.CallToolRequest, in probeIn) (*mcp.CallToolResult, probeOut, error) {
	var d net.Dialer
	c, err := d.DialContext(ctx, "tcp", os.Getenv("CACHE_ADDR"))
	if err != nil {
		return failed("cache unreachable: %v", err), probeOut{}, nil // want `raw net error text from \(\*net.Dialer\).DialContext`
	}
	c.Close()
	if _, err := net.LookupHost("db.internal"); err != nil {
		return failed("database host unknown: %v", err), probeOut{}, nil // want `raw net error text from net.LookupHost`
	}
	return nil, probeOut{Detail: "ok"}, nil
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "probe"}, probe)
	mcp.AddTool(s, &mcp.Tool{Name: "cache_status"}, cacheStatus)
}
