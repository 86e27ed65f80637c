package mcpgo

import (
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerRecall(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("r1"), wordings)
	s.AddTool(mcp.NewTool("r2"), failedBranch)
	s.AddTool(mcp.NewTool("r3"), okFalse)
	s.AddTool(mcp.NewTool("r4"), runResult)
	s.AddTool(mcp.NewTool("r5"), reportsOnErrors)
	s.AddTool(mcp.NewTool("r6"), testRunner)
	s.AddTool(mcp.NewTool("r7"), batchResult)
	s.AddTool(mcp.NewTool("r8"), streamRun)
}

func insert(string) (int, error) { return 0, nil }

// wordings are failure messages in words the older rules did not know.
func wordings(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, list, kind := req.GetString("id", ""), req.GetString("list", ""), req.GetString("kind", "")
	switch req.GetString("case", "") {
	case "a":
		return mcp.NewToolResultText(fmt.Sprintf("Item with ID '%s' not found in list '%s'", id, list)), nil // want `result text "Item with ID '…' not found in list '…'" reads as a failure`
	case "b":
		return mcp.NewToolResultText("Unknown kind: " + kind), nil // want `result text "Unknown kind: …" reads as a failure`
	case "c":
		return mcp.NewToolResultText(fmt.Sprintf("unknown action %q; use one of add, remove", kind)), nil // want `reads as a failure`
	case "d":
		return mcp.NewToolResultText("Insert row failed"), nil // want `result text "Insert row failed" reads as a failure`
	case "e":
		return mcp.NewToolResultText(fmt.Sprintf("Delete of %s failed, the list is locked", id)), nil // want `reads as a failure`
	// Data that only looks like these.
	case "f":
		return mcp.NewToolResultText(fmt.Sprintf("%d of %d items not found in the cache, fetched again", 2, 5)), nil
	case "g":
		return mcp.NewToolResultText(fmt.Sprintf("Unknown: %d hosts, OK: %d hosts", 2, 5)), nil
	case "h":
		return mcp.NewToolResultText("Tests failed: 3, passed: 12"), nil
	case "i":
		return mcp.NewToolResultText("Pipeline failed at stage deploy (run 42)"), nil
	case "j":
		return mcp.NewToolResultText("2 jobs failed"), nil
	case "k":
		return mcp.NewToolResultText("Unknown status count: 4"), nil
	}
	return mcp.NewToolResultText("done"), nil
}

// failedBranch answers a failed call with a success text that does not
// carry the error but says it failed.
func failedBranch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	n, err := insert(id)
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("Run for %s failed, nothing was saved", id)), nil // want `reads as a failure`
	}
	if _, err := insert(id); err != nil {
		return mcp.NewToolResultText("Saving " + id + ": an error, see the server log"), nil // want `result text "Saving …: an error, see the server log" is returned where insert failed, and reads as a failure`
	}
	if _, err := insert(id); err != nil {
		// A failure the tool turns into a plain answer: data.
		return mcp.NewToolResultText("No rows for " + id + " yet"), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("inserted %d rows", n)), nil
}

// okFalse sets the fields of a JSON object on the way: {"ok": false,
// "error": ...} on the failed path.
func okFalse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := map[string]any{"ok": true}
	n, err := insert(req.GetString("id", ""))
	if err != nil {
		resp["ok"] = false
		resp["error"] = err.Error()
	} else {
		resp["rows"] = n
	}
	b, _ := json.Marshal(resp)
	return mcp.NewToolResultText(string(b)), nil // want `text is JSON whose "error" holds an error's text on one path`
}

type runOutput struct {
	Status string `json:"status"`
	Rows   int    `json:"rows,omitempty"`
	Error  string `json:"error,omitempty"`
}

// runResult fills a result struct whose Error field holds the failure.
func runResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out runOutput
	n, err := insert(req.GetString("id", ""))
	if err != nil {
		out.Status = "failed"
		out.Error = err.Error()
	} else {
		out.Status = "ok"
		out.Rows = n
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return mcp.NewToolResultError("cannot encode the result"), nil
	}
	return mcp.NewToolResultText(string(b)), nil // want `text is JSON whose "error" holds an error's text on one path`
}

type logLine struct {
	Level string `json:"level"`
	Msg   string `json:"msg"`
	Error string `json:"error,omitempty"`
}

func searchLogs(string) ([]logLine, error) { return nil, nil }
func lint(string) ([]string, error)        { return nil, nil }

// reportsOnErrors is a log search and a linter: errors are their data.
func reportsOnErrors(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("q", "")
	if req.GetString("tool", "") == "logs" {
		lines, err := searchLogs(q)
		if err != nil {
			return mcp.NewToolResultError("log search failed: " + err.Error()), nil
		}
		var sb strings.Builder
		for _, l := range lines {
			fmt.Fprintf(&sb, "%s %s %s\n", l.Level, l.Msg, l.Error)
		}
		return mcp.NewToolResultText(sb.String()), nil
	}
	if req.GetString("tool", "") == "logs-json" {
		lines, err := searchLogs(q)
		if err != nil {
			return mcp.NewToolResultError("log search failed"), nil
		}
		b, _ := json.Marshal(lines)
		return mcp.NewToolResultText(string(b)), nil
	}
	if req.GetString("tool", "") == "first-error" {
		lines, _ := searchLogs(q)
		entry := logLine{Level: "info"}
		if len(lines) > 0 {
			entry.Error = lines[0].Error
		}
		b, _ := json.Marshal(entry)
		return mcp.NewToolResultText(string(b)), nil
	}
	problems, err := lint(q)
	if err != nil {
		return mcp.NewToolResultError("lint failed: " + err.Error()), nil
	}
	if len(problems) == 0 {
		return mcp.NewToolResultText("0 errors found"), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("Found %d errors:\n%s", len(problems), strings.Join(problems, "\n"))), nil
}

// testRunner runs the tests the model asked for: failing tests are its
// answer, not a failure of the tool.
func testRunner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pkg := req.GetString("package", "./...")
	out, err := exec.CommandContext(ctx, "go", "test", pkg).CombinedOutput()
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("Tests failed (%v):\n%s", err, out)), nil
	}
	if req.GetString("mode", "") == "vet" {
		cmd := exec.CommandContext(ctx, "go", "vet", pkg)
		vout, err := cmd.CombinedOutput()
		if err != nil {
			return mcp.NewToolResultText(string(vout) + "\nexit: " + err.Error()), nil
		}
	}
	return mcp.NewToolResultText("PASS\n" + string(out)), nil
}

// batchResult records one error per item: a partial success.
func batchResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var outs []runOutput
	for _, id := range strings.Split(req.GetString("ids", ""), ",") {
		o := runOutput{Status: "ok"}
		if _, err := insert(id); err != nil {
			o.Status = "failed"
			o.Error = err.Error()
		}
		outs = append(outs, o)
	}
	b, _ := json.Marshal(outs)
	return mcp.NewToolResultText(string(b)), nil
}

type event struct{ Type, Data string }

func events(string) <-chan event { return nil }

// streamRun collects a remote run's output and stops at its first error
// event, which it returns as the last line of a success text.
func streamRun(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out strings.Builder
	out.WriteString("Running " + req.GetString("name", "") + "\n")
	for ev := range events(req.GetString("name", "")) {
		switch ev.Type {
		case "error":
			out.WriteString(fmt.Sprintf("❌ Error: %s\n", ev.Data))
			return mcp.NewToolResultText(out.String()), nil // want `result text "❌ Error: …" reads as a failure`
		case "fatal":
			fmt.Fprintf(&out, "Failed to finish: %s\n", ev.Data)
			return mcp.NewToolResultText(out.String()), nil // want `text ends with "Failed to finish:" …, which reads as a failure`
		case "warn":
			// A warning line, then the output goes on: data.
			out.WriteString("warning: " + ev.Data + "\n")
			return mcp.NewToolResultText(out.String()), nil
		case "log":
			fmt.Fprintf(&out, "%s\n", ev.Data)
			return mcp.NewToolResultText(out.String()), nil
		}
		out.WriteString(ev.Data)
	}
	out.WriteString("Done: 0 errors\n")
	return mcp.NewToolResultText(out.String()), nil
}
