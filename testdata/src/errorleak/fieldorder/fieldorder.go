// Package fieldorder fills a local status struct and returns it as JSON
// text on several paths; one path sets its Detail from a request to the
// configured endpoint that failed. Only the returns that path reaches
// carry the error: not one before the error exists, not one after the
// failing path has returned, and a later constant overwrite of the whole
// struct clears it.
package fieldorder

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type backend struct {
	base string
}

func (b *backend) ping(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, b.base+"/health", nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("health: %w", err)
	}
	return resp.Body.Close()
}

type status struct {
	Ready  bool   `json:"ready"`
	Detail string `json:"detail,omitempty"`
}

func text(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return mcp.NewToolResultError("cannot encode the status"), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Register adds the tools, on the configured backend.
func Register(s *server.MCPServer) {
	b := &backend{base: os.Getenv("BACKEND_URL")}
	s.AddTool(mcp.NewTool("status"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		st := status{}
		if b.base == "" {
			st.Detail = "no backend configured"
			return text(st)
		}
		if err := b.ping(ctx); err != nil {
			st.Detail = "backend down: " + err.Error()
			return text(st) // want `raw net/http error text from \(\*http.Client\).Do .*configured endpoint`
		}
		st.Ready = true
		return text(st)
	})
	s.AddTool(mcp.NewTool("status_inline"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var st status
		for i := 0; i < 3; i++ {
			if err := b.ping(ctx); err != nil {
				st.Detail = fmt.Sprintf("attempt %d: %v", i, err)
				continue
			}
			st.Ready = true
			break
		}
		out, _ := json.Marshal(st)
		return mcp.NewToolResultText(string(out)), nil // want `raw net/http error text from \(\*http.Client\).Do .*configured endpoint`
	})
	s.AddTool(mcp.NewTool("status_reset"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		st := status{Ready: true}
		if err := b.ping(ctx); err != nil {
			st.Detail = err.Error()
			st = status{Detail: "backend unavailable"}
		}
		return text(st)
	})
}
