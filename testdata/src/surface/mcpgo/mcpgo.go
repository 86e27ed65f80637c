// Package mcpgo is an mcp-go server whose tools fail in every way the
// failure surface tells apart: errors sent as JSON-RPC, isError results
// built here and in helpers of another package, a project wrapper that
// converts errors, a structured handler, a nil result, a panic and a
// recovered panic.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"surface/helpers"
)

// Client is an upstream API client.
type Client struct{}

// CreateIssue creates an issue upstream.
func (c *Client) CreateIssue(ctx context.Context, title string) (int, error) {
	if title == "" {
		return 0, errors.New("upstream: 422 unprocessable entity")
	}
	return 1, nil
}

type tools struct{ c *Client }

func register(s *server.MCPServer, t *tools) {
	s.AddTool(mcp.NewTool("create_issue"), t.create)
	s.AddTool(mcp.NewTool("read_file"), t.readFile)
	s.AddTool(mcp.NewTool("stats"), mcp.NewStructuredToolHandler(t.stats))
	s.AddTool(mcp.NewTool("forget"), t.forget)
	s.AddTool(mcp.NewTool("explode"), t.explode)
	s.AddTool(mcp.NewTool("guarded"), t.guarded)
	s.AddTool(mcp.NewTool("soft"), soften(t.wrapped))
	s.AddTool(mcp.NewTool("ping"), t.ping)
	s.AddTool(mcp.NewTool("search"), t.search)
	s.AddTool(mcp.NewTool("close_issue"), t.closeIssue)
	s.AddTool(mcp.NewTool("reopen"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("title", "") == "" {
			return mcp.NewToolResultError("the title is empty; pass the issue's title"), nil
		}
		return run(ctx, req, t.reopen)
	})
}

// search delegates to doSearch: doSearch's exits are search's.
func (t *tools) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return t.doSearch(ctx, req.GetString("query", ""))
}

func (t *tools) doSearch(ctx context.Context, q string) (*mcp.CallToolResult, error) {
	if q == "" {
		return mcp.NewToolResultError("the query is empty; pass the words to search for"), nil
	}
	if _, err := t.c.CreateIssue(ctx, q); err != nil {
		return nil, fmt.Errorf("search %q: %w", q, err)
	}
	return mcp.NewToolResultText("found"), nil
}

func (t *tools) create(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	title, err := req.RequireString("title")
	if err != nil {
		return helpers.Invalid("title"), nil
	}
	id, err := t.c.CreateIssue(ctx, title)
	if err != nil {
		return nil, fmt.Errorf("could not create the issue: %w", err)
	}
	if id == 0 {
		return helpers.Busy(), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(id)), nil
}

func (t *tools) readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if len(data) == 0 {
		return helpers.Soft("reading "+req.GetString("path", ""), errors.New("empty file"))
	}
	if len(data) > 1<<20 {
		return helpers.Busy(), nil
	}
	return mcp.NewToolResultText(string(data)), nil
}

type statsArgs struct{ Repo string }

type statsOut struct{ Open int }

func (t *tools) stats(ctx context.Context, req mcp.CallToolRequest, args statsArgs) (statsOut, error) {
	if args.Repo == "" {
		return statsOut{}, errors.New("repo is required")
	}
	return statsOut{}, nil
}

func (t *tools) forget(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("key", "") == "" {
		return nil, nil
	}
	return mcp.NewToolResultText("forgotten"), nil
}

func (t *tools) explode(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("mode", "") == "boom" {
		panic("unsupported mode " + req.GetString("mode", ""))
	}
	return mcp.NewToolResultText("ok"), nil
}

func (t *tools) guarded(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError(fmt.Sprintf("internal failure: %v", r))
		}
	}()
	panic("not yet")
}

// soften is a project wrapper: the inner function's error becomes an
// isError result with the error's text.
func soften(fn func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := fn(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func (t *tools) wrapped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := t.c.CreateIssue(ctx, "x"); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("done"), nil
}

func (t *tools) ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := json.Marshal(map[string]string{"status": "pong"})
	if err != nil {
		return nil, err // the server's own failure: what -32603 is for
	}
	return mcp.NewToolResultText(string(data)), nil
}

// closeIssue fails with one of the texts explain writes: the report lists
// them apart.
func (t *tools) closeIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := t.c.CreateIssue(ctx, req.GetString("title", "")); err != nil {
		return mcp.NewToolResultError(explain(err)), nil
	}
	return mcp.NewToolResultText("closed"), nil
}

func explain(err error) string {
	msg := err.Error()
	if errors.Is(err, os.ErrPermission) {
		msg += " | ask an owner to close it"
	}
	return msg
}

// run is a pass-through adapter: the function it is handed is the tool,
// and its failures are listed there, not again at run's call.
func run(ctx context.Context, req mcp.CallToolRequest, fn server.ToolHandlerFunc) (*mcp.CallToolResult, error) {
	return fn(ctx, req)
}

func (t *tools) reopen(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := t.c.CreateIssue(ctx, req.GetString("title", "")); err != nil {
		return nil, fmt.Errorf("reopening: %w", err)
	}
	return mcp.NewToolResultText("reopened"), nil
}
