// Package peerurl holds errorleak cases for a URL kept in a type that
// holds its own *http.Client but is not named like a client (a follower
// forwarding calls to a leader process at an address from flags), and the
// data types beside it (negatives).
package peerurl

import (
	"context"
	"flag"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Follower forwards tool calls to the leader.
type Follower struct {
	leaderURL string
	hc        *http.Client
}

// Bookmark is data: a URL the model saved, no client.
type Bookmark struct {
	URL string
}

func newFollower(ip string, port int) *Follower {
	return &Follower{leaderURL: fmt.Sprintf("http://%s:%d", ip, port), hc: &http.Client{}}
}

func (f *Follower) forward(ctx context.Context, tool string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, f.leaderURL+"/rpc/"+tool, nil)
	if err != nil {
		return err
	}
	resp, err := f.hc.Do(req)
	if err != nil {
		return fmt.Errorf("forward %s: %w", tool, err)
	}
	return resp.Body.Close()
}

func open(ctx context.Context, b Bookmark) error {
	resp, err := http.Get(b.URL)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func register(s *server.MCPServer) {
	ip := flag.String("ip", "127.0.0.1", "leader address")
	port := flag.Int("port", 1994, "leader port")
	flag.Parse()
	f := newFollower(*ip, *port)
	s.AddTool(mcp.NewTool("export"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := f.forward(ctx, "export"); err != nil {
			return mcp.NewToolResultError("export failed: " + err.Error()), nil // want `configured endpoint \(field Follower.leaderURL\)`
		}
		return mcp.NewToolResultText("exported"), nil
	})
	s.AddTool(mcp.NewTool("open_bookmark"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := open(ctx, Bookmark{URL: req.GetString("url", "")}); err != nil {
			return mcp.NewToolResultError("open failed: " + err.Error()), nil
		}
		return mcp.NewToolResultText("opened"), nil
	})
}
