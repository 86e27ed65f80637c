package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Failure texts told by where they come from, or by words the first rules
// did not know; and tools that report on errors as their data.

func registerRecall(m *server.MCPServer, s *srv) {
	m.AddTool(mcp.NewTool("findListItem"), s.findListItem)
	m.AddTool(mcp.NewTool("saveRow"), s.saveRow)
	m.AddTool(mcp.NewTool("syncStatus"), s.syncStatus)
	m.AddTool(mcp.NewTool("grepLogs"), s.grepLogs)
	m.AddTool(mcp.NewTool("runTests"), s.runTests)
	m.AddTool(mcp.NewTool("jobSummary"), s.jobSummary)
	m.AddTool(mcp.NewTool("metricsQuery"), s.metricsQuery)
	m.AddTool(mcp.NewTool("clusterNodes"), s.clusterNodes)
	m.AddTool(mcp.NewTool("restoreNote"), s.restoreNote)
}

func (s *srv) findListItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	list, id := req.GetString("list", ""), req.GetString("id", "")
	items, ok := s.cache[list]
	if !ok {
		return mcp.NewToolResultText(fmt.Sprintf("List %q does not exist; create it first", list)), nil // want unflaggederror:`reads as a failure`
	}
	if !strings.Contains(items, id) {
		return mcp.NewToolResultText(fmt.Sprintf("Note with ID '%s' not found in list '%s'", id, list)), nil // want unflaggederror:`reads as a failure`
	}
	switch kind := req.GetString("kind", "plain"); kind {
	case "plain", "rich":
	default:
		return mcp.NewToolResultText("Unknown kind: " + kind), nil // want unflaggederror:`reads as a failure`
	}
	return mcp.NewToolResultText(items), nil // ok unflaggederror
}

func (s *srv) saveRow(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		s.lastErr = err
		return mcp.NewToolResultText("Insert row failed"), nil // want unflaggederror:`reads as a failure`
	}
	if _, err := s.count(ctx); err != nil {
		return mcp.NewToolResultText("The row was kept locally; the remote copy had an error"), nil // want unflaggederror:`returned where count failed`
	}
	return mcp.NewToolResultText("row saved"), nil // ok unflaggederror
}

type syncReport struct {
	OK    bool   `json:"ok"`
	Items int    `json:"items"`
	Error string `json:"error,omitempty"`
}

func (s *srv) syncStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rep := syncReport{OK: true}
	if err := s.sync(ctx); err != nil {
		rep.OK = false
		rep.Error = err.Error()
	} else {
		rep.Items = len(s.notes)
	}
	b, _ := json.Marshal(rep)
	return mcp.NewToolResultText(string(b)), nil // want unflaggederror:`JSON whose "error" holds an error's text`
}

// Negatives: errors are the data these tools report.

func (s *srv) grepLogs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pattern := req.GetString("pattern", "ERROR")
	var hits []string
	for _, line := range strings.Split(s.notes["log"], "\n") {
		if strings.Contains(line, pattern) {
			hits = append(hits, line)
		}
	}
	if len(hits) == 0 {
		return mcp.NewToolResultText("0 errors found"), nil // ok unflaggederror
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d lines matched:\n%s", len(hits), strings.Join(hits, "\n"))), nil // ok unflaggederror
}

func (s *srv) runTests(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "go", "test", req.GetString("pkg", "./...")).CombinedOutput()
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("%s\n(exit: %v)", out, err)), nil // ok unflaggederror
	}
	return mcp.NewToolResultText(string(out)), nil // ok unflaggederror
}

func (s *srv) jobSummary(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := s.count(ctx)
	if err != nil {
		return mcp.NewToolResultError("cannot count jobs: " + err.Error()), nil // ok unflaggederror
	}
	if n == 0 {
		return mcp.NewToolResultText("Pipeline failed at stage build; no jobs ran"), nil // ok unflaggederror
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d jobs failed, 3 passed", n)), nil // ok unflaggederror
}

// errorleak: the server's own backend and commands, beside the model's.

type backendConfig struct {
	MetricsURL string
	KubeCtx    string
}

var backend = backendConfig{MetricsURL: os.Getenv("METRICS_URL"), KubeCtx: os.Getenv("KUBE_CONTEXT")}

func (s *srv) metricsQuery(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get(backend.MetricsURL + "/api/v1/query?query=" + url.QueryEscape(req.GetString("q", "")))
	if err != nil {
		return mcp.NewToolResultError("query failed: " + err.Error()), nil // want errorleak:`configured endpoint \(field backendConfig.MetricsURL\)`
	}
	defer resp.Body.Close()
	if _, err := http.Get(req.GetString("url", "")); err != nil {
		return mcp.NewToolResultError("fetch failed: " + err.Error()), nil // ok errorleak
	}
	return mcp.NewToolResultText(resp.Status), nil
}

func (s *srv) clusterNodes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "kubectl", "--context", backend.KubeCtx, "get", "nodes").CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError("kubectl: " + string(out)), nil // want errorleak:`the server's own kubectl command`
	}
	own, err := exec.CommandContext(ctx, "kubectl", "get", req.GetString("resource", "pods")).CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError("kubectl: " + string(own)), nil // ok errorleak
	}
	return mcp.NewToolResultText(string(out) + string(own)), nil // ok errorleak
}

// emptyerror: a message no branch set on one path.

func (s *srv) restoreNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := s.sync(ctx)
	if err == nil {
		return mcp.NewToolResultText("restored"), nil // ok emptyerror
	}
	var msg string
	if s.readOnly {
		msg = "the store is read-only; ask an operator"
	} else if req.GetBool("verbose", false) {
		msg = "restore failed: " + err.Error()
	}
	if req.GetBool("quiet", false) {
		if msg != "" {
			return mcp.NewToolResultError(msg), nil // ok emptyerror
		}
		return mcp.NewToolResultError("restore failed"), nil // ok emptyerror
	}
	return mcp.NewToolResultError(msg), nil // want emptyerror:`empty text on one path`
}
