// Package endpoints holds errorleak cases for the server's own
// infrastructure (issue 22): requests to its configured endpoint and the
// commands it runs with a fixed command line, beside the model's own URLs
// and commands.
package endpoints

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	promv1 "github.com/prometheus/client_golang/api/prometheus/v1"
)

type Config struct {
	GrafanaURL    string
	ConvertAPIURL string
	Context       string
	Remote        string
}

type apiClient struct {
	baseURL string
	http    *http.Client
}

type searchHit struct {
	Title string
	URL   string
}

type srv struct {
	cfg    Config
	api    *apiClient
	hits   []searchHit
	apiURL string
	prom   promv1.API
}

var endpoint = flag.String("endpoint", "https://metrics.example.com", "metrics API")

var lokiAddr = os.Getenv("LOKI_ADDR")

func (s *srv) register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("dash"), s.dashboards)
	m.AddTool(mcp.NewTool("fetch"), s.fetchURL)
	m.AddTool(mcp.NewTool("dump"), s.dump)
	m.AddTool(mcp.NewTool("kube"), s.kube)
	m.AddTool(mcp.NewTool("dial"), s.dial)
	m.AddTool(mcp.NewTool("prom"), s.promQuery)
}

func (c *apiClient) get(ctx context.Context, path string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+path, nil)
	if err != nil {
		return nil, err
	}
	return c.http.Do(req)
}

// dashboards calls the server's configured backends.
func (s *srv) dashboards(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("q", "")
	if _, err := http.Get(s.cfg.GrafanaURL + "/api/search?query=" + url.QueryEscape(q)); err != nil {
		return mcp.NewToolResultError("search failed: " + err.Error()), nil // want `raw net/http error text from http.Get at endpoints.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(field Config.GrafanaURL\)\)`
	}
	if _, err := http.Get(os.Getenv("PROM_URL") + "/api/v1/query?query=" + q); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint \(\$PROM_URL\)`
	}
	if _, err := http.Get(fmt.Sprintf("%s/api/v1/series", *endpoint)); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint \(flag -endpoint\)`
	}
	if _, err := http.Get(lokiAddr + "/loki/api/v1/labels"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint \(variable lokiAddr\)`
	}
	if _, err := http.Get(s.cfg.ConvertAPIURL + "/v1/convert"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint \(field Config.ConvertAPIURL\)`
	}
	if _, err := http.Get(s.apiURL + "/v1/health"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint \(field srv.apiURL\)`
	}
	if _, err := s.api.get(ctx, "/annotations"); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("annotations: %v", err)), nil // want `configured endpoint \(field apiClient.baseURL\)`
	}
	if _, err := http.Get(s.cfg.GrafanaURL + "/api/health"); err != nil {
		// A JSON-RPC error: client logs, not the model.
		return nil, fmt.Errorf("health: %w", err)
	}
	return mcp.NewToolResultText("ok"), nil
}

type fetchArgs struct {
	URL string `json:"url"`
}

// fetchURL fetches what the model asked for: its own URL is no leak.
func (s *srv) fetchURL(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := http.Get(req.GetString("url", "")); err != nil {
		return mcp.NewToolResultError("fetch failed: " + err.Error()), nil
	}
	var args fetchArgs
	if err := req.BindArguments(&args); err != nil {
		return mcp.NewToolResultError("bad arguments"), nil
	}
	if _, err := http.Get(args.URL); err != nil {
		return mcp.NewToolResultError("fetch failed: " + err.Error()), nil
	}
	if len(s.hits) > 0 {
		// A link from search results: data, not the server's endpoint.
		if _, err := http.Get(s.hits[0].URL); err != nil {
			return mcp.NewToolResultError("fetch failed: " + err.Error()), nil
		}
	}
	if _, err := http.Get("https://api.example.com/v1/ping"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // a constant public host
	}
	return mcp.NewToolResultText("ok"), nil
}

// dump runs the server's own database tools: their stderr names the host,
// the user and the database.
func (s *srv) dump(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "pg_dump", "--schema-only", "appdb").CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError("pg_dump failed: " + string(out)), nil // want `a command's output \(\(\*exec.Cmd\).CombinedOutput\) at endpoints.go:\d+ \(the server's own pg_dump command \(fixed arguments\), whose errors name hosts, users and databases\)`
	}
	var stderr bytes.Buffer
	fetch := exec.CommandContext(ctx, "git", "fetch", s.cfg.Remote)
	fetch.Stderr = &stderr
	if err := fetch.Run(); err != nil {
		return mcp.NewToolResultError("git fetch: " + stderr.String()), nil // want `the server's own git command \(fixed arguments, field Config.Remote\)`
	}
	// The model's SQL: psql's message is what it needs to fix the query.
	q, err := exec.CommandContext(ctx, "psql", "-c", req.GetString("sql", "")).CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError("psql: " + string(q)), nil
	}
	// git status names no remote.
	if st, err := exec.CommandContext(ctx, "git", "status").CombinedOutput(); err != nil {
		return mcp.NewToolResultError("git status: " + string(st)), nil
	}
	// On success the dump is the tool's output.
	return mcp.NewToolResultText(string(out)), nil
}

// kube runs kubectl: with the server's fixed context, and as the model
// wrote it.
func (s *srv) kube(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cmd := exec.CommandContext(ctx, "kubectl", "--context", s.cfg.Context, "get", "nodes")
	if out, err := cmd.CombinedOutput(); err != nil {
		return mcp.NewToolResultError(string(out)), nil // want `the server's own kubectl command \(fixed arguments, field Config.Context\)`
	}
	args := []string{"get", req.GetString("resource", "pods")}
	if out, err := exec.CommandContext(ctx, "kubectl", args...).CombinedOutput(); err != nil {
		return mcp.NewToolResultError(string(out)), nil
	}
	var ee *exec.ExitError
	if err := exec.CommandContext(ctx, "kubectl", "version").Run(); errors.As(err, &ee) {
		return mcp.NewToolResultError(string(ee.Stderr)), nil // want `captured stderr \(exec.ExitError.Stderr\) .*the server's own kubectl command`
	}
	return mcp.NewToolResultText("ok"), nil
}

// dial connects to a constant internal host.
func (s *srv) dial(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conn, err := net.DialTimeout("tcp", "redis.internal:6379", 0)
	if err != nil {
		return mcp.NewToolResultError("cache unavailable: " + err.Error()), nil // want `raw net error text from net.DialTimeout`
	}
	defer conn.Close()
	return mcp.NewToolResultText("ok"), nil
}

// promQuery asks the configured Prometheus: its client's errors print the
// request URL.
func (s *srv) promQuery(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, _, err := s.prom.Query(ctx, req.GetString("query", ""), time.Now())
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("query failed: %v", err)), nil // want `raw github.com/prometheus/client_golang/api error text from v1.Query`
	}
	if _, _, err := s.prom.LabelValues(ctx, "job"); err != nil {
		return nil, fmt.Errorf("labels: %w", err) // a JSON-RPC error: client logs
	}
	return mcp.NewToolResultText(fmt.Sprint(v)), nil
}
