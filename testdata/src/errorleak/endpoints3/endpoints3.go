// Package endpoints3 holds errorleak cases for the server's configured
// endpoint reached through other request shapes (a client's methods,
// url.JoinPath, ResolveReference) and infrastructure commands the model
// gives values to (issue 22, pattern 4).
package endpoints3

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type client struct {
	base string
	hc   *http.Client
}

func newClient(base string) *client { return &client{base: base, hc: &http.Client{}} }

type srv struct {
	c    *client
	base string
	hc   *http.Client
	ctx  string
}

func register(m *server.MCPServer) {
	s := &srv{c: newClient(os.Getenv("API_BASE")), base: os.Getenv("SVC_URL"), hc: http.DefaultClient}
	m.AddTool(mcp.NewTool("a"), s.a)
}

func (s *srv) a(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	switch id {
	case "1":
		if _, err := s.hc.Get(s.base + "/items/" + id); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint`
		}
	case "2":
		u, _ := url.JoinPath(s.base, "api", id)
		r, _ := http.NewRequestWithContext(ctx, "GET", u, nil)
		if _, err := http.DefaultClient.Do(r); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint`
		}
	case "3":
		r, _ := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("%s/api/%s", s.c.base, id), nil)
		if _, err := s.c.hc.Do(r); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("request failed: %v", err)), nil // want `configured endpoint`
		}
	case "4":
		if _, err := s.hc.Post(s.base+"/x", "application/json", bytes.NewReader(nil)); err != nil {
			return mcp.NewToolResultError("post: " + err.Error()), nil // want `configured endpoint`
		}
	case "5":
		bu, _ := url.Parse(s.base)
		ref, _ := url.Parse("/v1/items")
		if _, err := s.hc.Get(bu.ResolveReference(ref).String()); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint`
		}
	case "6":
		cmd := exec.CommandContext(ctx, "psql", "-c", "SELECT 1")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("psql: %v: %s", err, stderr.String())), nil // want `the server's own psql command \(fixed arguments\)`
		}
	case "7":
		out, err := exec.Command("kubectl", "--context", "prod-east", "get", "pods", "-n", id).CombinedOutput()
		if err != nil {
			return mcp.NewToolResultError(string(out)), nil // want `the server's own kubectl command \(its --context fixed, the model giving only argument values\)`
		}
	case "9":
		// No context: the model's kubectl command.
		out, err := exec.Command("kubectl", "get", "pods", "-n", id).CombinedOutput()
		if err != nil {
			return mcp.NewToolResultError(string(out)), nil
		}
	case "10":
		// The model's subcommand, whatever the context.
		out, err := exec.Command("kubectl", id, "--context", "prod-east").CombinedOutput()
		if err != nil {
			return mcp.NewToolResultError(string(out)), nil
		}
	case "11":
		// The model's host.
		out, err := exec.Command("ssh", id, "uptime").CombinedOutput()
		if err != nil {
			return mcp.NewToolResultError(string(out)), nil
		}
	case "12":
		// The model's remote.
		out, err := exec.Command("git", "fetch", id).CombinedOutput()
		if err != nil {
			return mcp.NewToolResultError(string(out)), nil
		}
	case "13":
		// The model's URL.
		if _, err := s.hc.Get(id); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
	case "8":
		u := s.c.base + "/search?q=" + url.QueryEscape(id)
		resp, err := s.c.hc.Get(u)
		if err != nil {
			return mcp.NewToolResultError("search failed: " + err.Error()), nil // want `configured endpoint`
		}
		resp.Body.Close()
	}
	return mcp.NewToolResultText("ok"), nil
}
