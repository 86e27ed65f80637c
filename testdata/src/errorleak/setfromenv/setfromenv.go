// Package setfromenv holds errorleak cases for an endpoint field of a type
// whose name says nothing of plumbing (a hub, a bridge): it is the
// server's configured endpoint when the package sets it only from the
// environment, a flag or a configuration field, and data otherwise.
package setfromenv

import (
	"context"
	"flag"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Settings struct {
	MirrorURL string
}

// hub's endpoints are set only from configuration.
type hub struct {
	baseURL   string
	mirrorURL string
}

// bridge's target is set from the environment and from a tool argument.
type bridge struct {
	targetURL string
}

// bookmark's url is data.
type bookmark struct {
	url string
}

var listen = flag.String("upstream", "", "upstream address")

func newHub(st Settings) *hub {
	return &hub{baseURL: os.Getenv("HUB_API_URL"), mirrorURL: st.MirrorURL}
}

func (h *hub) groups(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get(h.baseURL + "/groups")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw net/http error text from http.Get at setfromenv.go:44 \(a \*url.Error prints the request URL, with the server's configured endpoint \(field hub.baseURL, set from \$HUB_API_URL\)\)`
	}
	resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

func (h *hub) mirror(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get(h.mirrorURL + "/status")
	if err != nil {
		return mcp.NewToolResultError("mirror: " + err.Error()), nil // want `configured endpoint \(field hub.mirrorURL, set from field Settings.MirrorURL\)`
	}
	resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

func (b *bridge) ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get(b.targetURL)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // ok: the model may have given the URL
	}
	resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

func (b *bridge) retarget(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b.targetURL = req.GetString("url", "")
	return mcp.NewToolResultText("ok"), nil
}

func open(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	bm := bookmark{url: req.GetString("url", "")}
	resp, err := http.Get(bm.url)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // ok: the model's URL
	}
	resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

func register(s *server.MCPServer, st Settings) {
	h := newHub(st)
	b := &bridge{targetURL: os.Getenv("BRIDGE_URL")}
	s.AddTool(mcp.NewTool("groups"), h.groups)
	s.AddTool(mcp.NewTool("mirror"), h.mirror)
	s.AddTool(mcp.NewTool("ping"), b.ping)
	s.AddTool(mcp.NewTool("retarget"), b.retarget)
	s.AddTool(mcp.NewTool("open"), open)
}
