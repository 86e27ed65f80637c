// Package mcpgo holds mcp-go tool handlers for the rpcerror check.
package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type store struct{}

// errDown stands for a failure of the store.
var errDown = errors.New("store unavailable")

func (store) Search(ctx context.Context, q string) ([]string, error) { return nil, errDown }

type deps struct{ db store }

func register(s *server.MCPServer, d *deps) {
	s.AddTool(mcp.NewTool("search"), d.search)
	s.AddTool(mcp.NewTool("own"), own)
	s.AddTool(mcp.NewTool("unguarded"), unguarded)
	s.AddTool(mcp.NewTool("guarded"), guarded)
	s.AddTool(mcp.NewTool("ctx"), ctxErr)
	s.AddTool(mcp.NewTool("elicit"), elicit)
	s.AddTool(mcp.NewTool("delegating"), d.delegating)
	s.AddTool(mcp.NewTool("json"), jsonResult)
	s.AddTool(mcp.NewTool("maybe"), maybe)
	s.AddTool(mcp.NewTool("lastuse"), lastUse)
	s.AddTool(mcp.NewTool("dispatch"), dispatch)
	s.AddTool(mcp.NewTool("neverfails"), neverFails)
	s.AddTool(mcp.NewTool("deferred"), deferred)
	s.AddTool(mcp.NewTool("parsed"), parsed)
	s.AddTools(
		server.ServerTool{Tool: mcp.NewTool("typed"), Handler: mcp.NewTypedToolHandler(typed)},
		server.ServerTool{Tool: mcp.NewTool("structured"), Handler: mcp.NewStructuredToolHandler(structured)},
	)
	s.AddTool(mcp.NewTool("factory"), factory(d))
	s.AddTool(mcp.NewTool("closure"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		q, err := req.RequireString("q")
		if err != nil {
			return nil, err // want `tool "closure" handler returns an error that mcp-go sends as JSON-RPC error -32603; the model never sees it: return mcp.NewToolResultError\(\.\.\.\), nil`
		}
		return mcp.NewToolResultText(q), nil
	})
}

// search forwards the store's error: a finding.
func (d *deps) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hits, err := d.db.Search(ctx, req.GetString("q", ""))
	if err != nil {
		return nil, err // want `tool "search" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	if len(hits) == 0 {
		return nil, fmt.Errorf("search: %w", err) // want `tool "search" handler returns an error`
	}
	return mcp.NewToolResultText(hits[0]), nil
}

func own(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return nil, errors.New("id is required") // want `tool "own" handler returns an error`
	}
	if len(id) > 10 {
		return nil, fmt.Errorf("id %q is too long", id) // want `tool "own" handler returns an error`
	}
	err := errors.New("not found")
	if id == "x" {
		err = fmt.Errorf("no item %s", id)
	}
	return nil, err // want `tool "own" handler returns an error`
}

// unguarded returns a call's error without checking it: it can be non-nil.
func unguarded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := fetch(ctx)
	return mcp.NewToolResultText(text), err // want `tool "unguarded" handler returns an error`
}

// guarded returns err only where it is known to be nil: no finding there.
func guarded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := helper(ctx)
	if err != nil {
		return mcp.NewToolResultError("lookup failed"), nil
	}
	return res, err
}

func helper(ctx context.Context) (*mcp.CallToolResult, error) { return nil, nil }

func fetch(ctx context.Context) (string, error) { return "", errDown }

func ctxErr(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	select {
	case <-ctx.Done():
		return nil, context.Canceled
	default:
	}
	return mcp.NewToolResultText("ok"), nil
}

func elicit(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("token", "") == "" {
		return nil, mcp.URLElicitationRequiredError{Elicitations: []mcp.ElicitationParams{{Mode: "url", URL: "https://example.com/auth"}}}
	}
	if req.GetString("scope", "") == "" {
		e := &mcp.URLElicitationRequiredError{}
		return nil, fmt.Errorf("need consent: %w", e)
	}
	return mcp.NewToolResultText("ok"), nil
}

// delegating returns another handler's results: the finding is in inner.
func (d *deps) delegating(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return d.inner(ctx, req)
}

func (d *deps) inner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("q", "") == "" {
		return nil, errors.New("q is empty") // want `tool "delegating" handler returns an error`
	}
	return mcp.NewToolResultText("ok"), nil
}

type payload struct{ N int }

// jsonResult returns a result constructor's marshalling error: not reported.
func jsonResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultJSON(payload{N: 1})
}

// maybe returns an error that is nil on one path: reported, without a fix.
func maybe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var err error
	if req.GetString("q", "") == "" {
		err = errors.New("q is empty")
	}
	return mcp.NewToolResultText("ok"), err // want `tool "maybe" handler returns an error`
}

// lastUse: replacing the return would leave text unused, so no fix.
func lastUse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := fetch(ctx)
	if err != nil {
		return mcp.NewToolResultText(text), err // want `tool "lastuse" handler returns an error`
	}
	return mcp.NewToolResultText("ok"), nil
}

// dispatch serves several tools; its unknown-tool answer is a protocol error.
func dispatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	case "b":
		return mcp.NewToolResultText("b"), nil
	default:
		return nil, fmt.Errorf("unknown tool %q", req.Params.Name)
	}
}

type args struct{ Q string }

func typed(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
	if a.Q == "" {
		return nil, errors.New("q is required") // want `tool "typed" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(a.Q), nil
}

type out struct{ N int }

// structured: mcp-go turns the error into an isError result.
func structured(ctx context.Context, req mcp.CallToolRequest, a args) (out, error) {
	return out{}, errors.New("x")
}

func factory(d *deps) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := d.db.Search(ctx, "x"); err != nil {
			return nil, fmt.Errorf("searching: %w", err) // want `tool "factory" handler returns an error`
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

// parse never returns an error: returning its error is no finding.
func parse(s string) (int, error) { return len(s), nil }

func neverFails(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := parse(req.GetString("q", ""))
	return mcp.NewToolResultText(fmt.Sprint(n)), err
}

// deferred returns through result slots (the function has a defer).
func deferred(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := fetch(ctx)
	if err != nil {
		return nil, err // want `tool "deferred" handler returns an error`
	}
	defer func() { _ = text }()
	if text == "" {
		return mcp.NewToolResultError("empty"), nil
	}
	return mcp.NewToolResultText(text), nil
}

// parseLimit returns only errors it creates itself: a fix may show their text.
func parseLimit(req mcp.CallToolRequest) (int, error) {
	n := req.GetInt("limit", 10)
	if n <= 0 {
		return 0, fmt.Errorf("limit must be positive, got %d", n)
	}
	if n > 100 {
		return 0, errors.New("limit must be at most 100")
	}
	return n, nil
}

func parsed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := parseLimit(req)
	if err != nil {
		return nil, err // want `tool "parsed" handler returns an error`
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}
