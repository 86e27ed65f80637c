package mcpgo

import (
	"context"
	"errors"
	"iter"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerRangeFunc(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_pages"), listPages)
	s.AddTool(mcp.NewTool("first_page"), firstPage)
	s.AddTool(mcp.NewTool("page_count"), pageCount)
}

// pageError answers an error with an isError result and a nil error.
func pageError(err error) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError("cannot fetch pages: " + err.Error()), nil
}

// pageCount returns a helper's pair from inside the loop body: the
// helper's error is nil.
func pageCount(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := 0
	for _, err := range pages(req.GetBool("fail", false)) {
		if err != nil {
			return pageError(err)
		}
		n++
	}
	return mcp.NewToolResultText("pages: " + string(rune('0'+n))), nil
}

// pages yields pages, or an error when one cannot be fetched.
func pages(fail bool) iter.Seq2[string, error] {
	return func(yield func(string, error) bool) {
		if fail {
			yield("", errors.New("page fetch failed"))
			return
		}
		for _, p := range []string{"a", "b"} {
			if !yield(p, nil) {
				return
			}
		}
	}
}

// listPages ranges over a function: its loop body is a closure that
// stores the handler's results, which the handler then returns. Every
// return has a nil error.
func listPages(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("kind", "") == "" {
		return mcp.NewToolResultError("kind is required"), nil
	}
	var out []string
	for p, err := range pages(req.GetBool("fail", false)) {
		if err != nil {
			return mcp.NewToolResultError("could not list pages; retry"), nil
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return mcp.NewToolResultText("no pages"), nil
	}
	return mcp.NewToolResultText(out[0]), nil
}

// firstPage returns the iterator's error from inside the loop body.
func firstPage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	for p, err := range pages(req.GetBool("fail", false)) {
		if err != nil {
			return nil, err // want `tool "first_page" handler returns an error that mcp-go sends as JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(p), nil
	}
	return mcp.NewToolResultText("no pages"), nil
}
