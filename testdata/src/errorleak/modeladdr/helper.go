package modeladdr

import (
	"context"
	"fmt"
	"net"
	"os"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// reach dials the address it is given: the model's where a call passes
// the model's, the server's own where a call passes its configuration
// (each call decides).
func reach(addr string) error {
	c, err := net.DialTimeout("tcp", addr, 2*time.Second)
	if err != nil {
		return fmt.Errorf("unreachable: %w", err)
	}
	return c.Close()
}

// dial is reach for the model's addresses only.
func dial(addr string) error {
	c, err := net.DialTimeout("tcp", addr, 2*time.Second)
	if err != nil {
		return fmt.Errorf("unreachable: %w", err)
	}
	return c.Close()
}

func probeVia(ctx context.Context, _ *mcp.CallToolRequest, in probeIn) (*mcp.CallToolResult, probeOut, error) {
	if err := dial(net.JoinHostPort(in.Host, in.Port)); err != nil {
		return failed("cannot reach %s: %v", in.Host, err), probeOut{}, nil
	}
	return nil, probeOut{Detail: "reachable"}, nil
}

func upstream(ctx context.Context, _ *mcp.CallToolRequest, in probeIn) (*mcp.CallToolResult, probeOut, error) {
	if err := reach(in.Host); err != nil {
		return failed("cannot reach %s: %v", in.Host, err), probeOut{}, nil
	}
	if err := reach(os.Getenv("UPSTREAM_ADDR")); err != nil {
		return failed("upstream down: %v", err), probeOut{}, nil // want `raw net error text from net.DialTimeout, called by reach`
	}
	return nil, probeOut{Detail: "ok"}, nil
}

func registerHelpers(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "probe_via"}, probeVia)
	mcp.AddTool(s, &mcp.Tool{Name: "upstream"}, upstream)
}
