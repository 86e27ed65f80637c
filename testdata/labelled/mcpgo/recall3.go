package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/dbtools"
)

// Result structs whose JSON says the call failed (issue 22, pattern 1),
// and tools of another package registered as structured handlers.

func registerRecall3(m *server.MCPServer, s *srv) {
	m.AddTool(mcp.NewTool("feedReport"), s.feedReport)
	m.AddTool(mcp.NewTool("feedReportMap"), s.feedReportMap)
	m.AddTool(mcp.NewTool("feedReportJSON"), s.feedReportJSON)
	m.AddTool(mcp.NewTool("feedTally"), s.feedTally)
	m.AddTool(mcp.NewTool("feedSync"), s.feedSync)
	m.AddTool(mcp.NewTool("feedBatch"), s.feedBatch)
	m.AddTool(mcp.NewTool("feedBatchSummary"), s.feedBatchSummary)
	m.AddTool(mcp.NewTool("feedCheck"), s.feedCheck)
	m.AddTool(mcp.NewTool("feedCheckf"), s.feedCheckf)
	m.AddTool(mcp.NewTool("feedCheckText"), s.feedCheckText)
	d := &dbtools.Tools{}
	m.AddTool(mcp.NewTool("dbQuery"), mcp.NewStructuredToolHandler(d.Query))
	m.AddTool(mcp.NewTool("dbPing"), mcp.NewStructuredToolHandler(d.Ping))
}

type feedResult struct {
	Success bool   `json:"success"`
	Body    string `json:"body,omitempty"`
	Error   string `json:"error,omitempty"`
}

func (s *srv) readFeed(ctx context.Context, url string) feedResult {
	body, err := s.get(ctx, url)
	if err != nil {
		return feedResult{Success: false, Error: err.Error()}
	}
	return feedResult{Success: true, Body: body}
}

func (s *srv) feedReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(s.readFeed(ctx, req.GetString("url", "")))
	if err != nil {
		return mcp.NewToolResultError("cannot encode the report"), nil
	}
	return mcp.NewToolResultText(string(b)), nil // want unflaggederror:`"error" holds an error's text when readFeed fails`
}

func (s *srv) feedReportMap(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(s.readFeed(ctx, req.GetString("url", "")))
	var fields map[string]any
	_ = json.Unmarshal(b, &fields)
	return mcp.NewToolResultText(fmt.Sprintf("%v", fields)), nil // want unflaggederror:`"error" holds an error's text when readFeed fails`
}

func (s *srv) feedReportJSON(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := mcp.NewToolResultJSON(s.readFeed(ctx, req.GetString("url", ""))) // want unflaggederror:`structured content is JSON whose "error" holds an error's text`
	if err != nil {
		return mcp.NewToolResultError("cannot encode the report"), nil
	}
	return res, nil
}

// feedTally never puts an error into its struct.
func (s *srv) feedTally(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := s.count(ctx)
	if err != nil {
		return mcp.NewToolResultError("cannot count the feeds"), nil
	}
	b, _ := json.Marshal(feedResult{Success: true, Body: fmt.Sprint(n)})
	return mcp.NewToolResultText(string(b)), nil // ok unflaggederror
}

// feedSync did the work and notes the failure of a refresh beside it.
func (s *srv) feedSync(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r := feedResult{Success: true, Body: "synced"}
	if _, err := s.get(ctx, "refresh"); err != nil {
		r = feedResult{Success: true, Body: "synced", Error: err.Error()}
	}
	b, _ := json.Marshal(r)
	return mcp.NewToolResultText(string(b)), nil // ok unflaggederror
}

type feedLine struct {
	URL   string `json:"url"`
	Error string `json:"error,omitempty"`
}

// feedBatch reports per feed: some failed, others did not.
func (s *srv) feedBatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var lines []feedLine
	for _, u := range []string{"a", "b"} {
		l := feedLine{URL: u}
		if _, err := s.get(ctx, u); err != nil {
			l.Error = err.Error()
		}
		lines = append(lines, l)
	}
	b, _ := json.Marshal(lines)
	return mcp.NewToolResultText(string(b)), nil // ok unflaggederror
}

// feedBatchSummary counts the feeds that failed beside those fetched; each
// failure's line wraps its error with fmt.Errorf. The call succeeded.
func (s *srv) feedBatchSummary(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fetched, failed := 0, 0
	var lines []feedLine
	for _, u := range []string{"a", "b"} {
		if _, err := s.get(ctx, u); err != nil {
			lines = append(lines, feedLine{URL: u, Error: fmt.Errorf("fetch %s: %w", u, err).Error()})
			failed++
			continue
		}
		fetched++
	}
	b, _ := json.MarshalIndent(map[string]any{"fetched": fetched, "failed": failed, "lines": lines}, "", "  ")
	return mcp.NewToolResultText(string(b)), nil // ok unflaggederror
}

// emptyerror on one path (issue 22, pattern 6).

var errFeedGone = errors.New("feed gone")

// feedProblem has no words for an error it does not know.
func feedProblem(err error) string {
	if errors.Is(err, errFeedGone) {
		return "the feed was removed; subscribe to another"
	}
	return ""
}

func (s *srv) feedCheck(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, req.GetString("url", "")); err != nil {
		return mcp.NewToolResultError(feedProblem(err)), nil // want emptyerror:`only empty text on one path`
	}
	return mcp.NewToolResultText("ok"), nil // ok emptyerror
}

func (s *srv) feedCheckf(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := s.get(ctx, req.GetString("url", ""))
	if err == nil {
		return mcp.NewToolResultText("ok"), nil
	}
	msg := ""
	switch {
	case errors.Is(err, errFeedGone):
		msg = "the feed was removed"
	case errors.Is(err, context.DeadlineExceeded):
		msg = "the feed did not answer in time; retry later"
	}
	return mcp.NewToolResultErrorf("%s", msg), nil // want emptyerror:`only empty text on one path`
}

// feedErrText answers "" for a nil error only.
func feedErrText(err error) string {
	if err == nil {
		return ""
	}
	return "cannot read the feed: " + err.Error()
}

func (s *srv) feedCheckText(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, req.GetString("url", "")); err != nil {
		return mcp.NewToolResultError(feedErrText(err)), nil // ok emptyerror
	}
	if _, err := s.get(ctx, "mirror"); err != nil {
		if msg := feedProblem(err); msg != "" {
			return mcp.NewToolResultError(msg), nil // ok emptyerror
		}
		return mcp.NewToolResultError("the mirror failed; retry later"), nil // ok emptyerror
	}
	return mcp.NewToolResultText("ok"), nil
}
