package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/ctlclient"
)

// Shapes of the held-out rounds eval39-41 (issue 22): a configured
// address another package's getter hands out, behind the tools' own
// interface; a connectivity check of the model's own host.

type controlPlane interface {
	ControlURL() string
}

type clusterArgs struct {
	Name string `json:"name"`
}

type probeArgs struct {
	Host string `json:"host"`
}

func registerSession11(m *mcp.Server) {
	var cp controlPlane = ctlclient.New()
	mcp.AddTool(m, &mcp.Tool{Name: "cluster_status"}, func(ctx context.Context, _ *mcp.CallToolRequest, in clusterArgs) (*mcp.CallToolResult, any, error) {
		resp, err := http.Get(cp.ControlURL() + "/v3/clusters/" + in.Name)
		if err != nil {
			return nil, nil, fmt.Errorf("control plane unreachable: %w", err) // want errorleak:`configured endpoint \(field Client.controlURL\)`
		}
		resp.Body.Close()
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
	})
	mcp.AddTool(m, &mcp.Tool{Name: "probe_host"}, func(ctx context.Context, _ *mcp.CallToolRequest, in probeArgs) (*mcp.CallToolResult, any, error) {
		c, err := net.DialTimeout("tcp", in.Host, 2*time.Second)
		if err != nil {
			return nil, nil, fmt.Errorf("cannot reach %s: %w", in.Host, err) // ok errorleak
		}
		c.Close()
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "reachable"}}}, nil, nil
	})
}
