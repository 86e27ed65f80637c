// Package mcpgo holds mcp-go tool handlers for the nilresult check.
package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type deps struct{ items map[string]string }

func register(s *server.MCPServer, d *deps) {
	s.AddTool(mcp.NewTool("empty"), empty)
	s.AddTool(mcp.NewTool("clearthenconvert"), clearThenConvert)
	s.AddTool(mcp.NewTool("convertthenclear"), convertThenClear)
	s.AddTool(mcp.NewTool("maybe"), maybe)
	s.AddTool(mcp.NewTool("checked"), checked)
	s.AddTool(mcp.NewTool("correlated"), correlated)
	s.AddTool(mcp.NewTool("lookup"), d.lookup)
	s.AddTool(mcp.NewTool("delegating"), d.delegating)
	s.AddTool(mcp.NewTool("guardnil"), guardNil)
	s.AddTool(mcp.NewTool("factory"), factory(d))
	s.AddTool(mcp.NewTool("filled"), filled)
	s.AddTool(mcp.NewTool("converted"), converted)
	s.AddTool(mcp.NewTool("recovered"), recovered)
	s.AddTool(mcp.NewTool("bare"), bare)
	s.AddTools(
		server.ServerTool{Tool: mcp.NewTool("typed"), Handler: mcp.NewTypedToolHandler(typed)},
		server.ServerTool{Tool: mcp.NewTool("structured"), Handler: mcp.NewStructuredToolHandler(structured)},
	)
	s.AddTool(mcp.NewTool("closure"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		for _, k := range []string{"a", "b"} {
			if req.GetString(k, "") == "" {
				return nil, nil // want `tool "closure" handler returns a nil result with a nil error: mcp-go answers JSON-RPC error -32603 "handler returned no result" and the model gets nothing; return a result, or an isError result for a failure`
			}
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

func empty(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil // want `tool "empty" handler returns a nil result with a nil error`
}

// maybe leaves the result nil on one path.
func maybe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	if q := req.GetString("q", ""); q != "" {
		res = mcp.NewToolResultText(q)
	}
	return res, nil // want `tool "maybe" handler returns a nil result with a nil error`
}

func helper(ctx context.Context) (*mcp.CallToolResult, error) { return mcp.NewToolResultText("x"), nil }

// checked returns a callee's result: not known to be nil.
func checked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := helper(ctx)
	if err != nil {
		return nil, err
	}
	return res, nil
}

// correlated: the result is nil only where the error is not.
func correlated(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	var err error
	if q := req.GetString("q", ""); q != "" {
		res = mcp.NewToolResultText(q)
	} else {
		err = errors.New("q is required")
	}
	return res, err
}

func (d *deps) lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, ok := d.items[req.GetString("k", "")]
	if !ok {
		return nil, nil // want `tool "lookup" handler returns a nil result with a nil error`
	}
	return mcp.NewToolResultText(v), nil
}

// delegating returns another function's results: that one is reported.
func (d *deps) delegating(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return d.inner(ctx, req)
}

func (d *deps) inner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(d.items) == 0 {
		return nil, nil // want `tool "delegating" handler returns a nil result with a nil error`
	}
	return mcp.NewToolResultText("ok"), nil
}

// guardNil returns a value only after checking it is not nil, and returns
// it where the check says it is nil.
func guardNil(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, _ := helper(ctx)
	if res != nil {
		return res, nil
	}
	if req.GetString("strict", "") != "" {
		return res, nil // want `tool "guardnil" handler returns a nil result with a nil error`
	}
	return mcp.NewToolResultError("no result"), nil
}

type args struct{ Q string }

func typed(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
	if a.Q == "" {
		return nil, nil // want `tool "typed" handler returns a nil result with a nil error`
	}
	return mcp.NewToolResultText(a.Q), nil
}

type out struct{ N int }

// structured handlers have no result operand.
func structured(ctx context.Context, req mcp.CallToolRequest, a args) (*out, error) {
	return nil, nil
}

// factory builds the handler as a closure.
func factory(d *deps) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if d.items == nil {
			return nil, nil // want `tool "factory" handler returns a nil result with a nil error`
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

// filled: a deferred function replaces a nil result with a real one.
func filled(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if res == nil {
			res = mcp.NewToolResultText("done")
		}
	}()
	return nil, nil
}

// converted: a deferred function turns an error into an isError result.
func converted(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if err != nil {
			res = mcp.NewToolResultError(err.Error())
			err = nil
		}
	}()
	if req.GetString("q", "") == "" {
		return nil, errors.New("q is required")
	}
	return mcp.NewToolResultText("ok"), nil
}

// recovered: the recover acts only on a panic; the nil pair is sent.
func recovered(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError("internal error")
			err = nil
		}
	}()
	if req.GetString("q", "") == "" {
		return nil, nil // want `tool "recovered" handler returns a nil result with a nil error`
	}
	return mcp.NewToolResultText("ok"), nil
}

// bare: a bare return where neither named result was assigned.
func bare(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() { _ = err }()
	if req.GetString("q", "") == "" {
		return // want `tool "bare" handler returns a nil result with a nil error`
	}
	res = mcp.NewToolResultText("ok")
	return
}

// clearThenConvert: deferred calls run last-registered first, so the
// clearing defer runs before the converting one, which may put an isError
// result back: the result is not surely nil at either return.
func clearThenConvert(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if err != nil {
			res, err = mcp.NewToolResultError(err.Error()), nil
		}
	}()
	defer func() { res = nil }()
	if req.GetString("mode", "") == "a" {
		return nil, errors.New("a")
	}
	return mcp.NewToolResultText("ok"), nil
}

// convertThenClear: the clearing defer runs last; every return ends as
// (nil, nil).
func convertThenClear(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() { res = nil }()
	defer func() {
		if err != nil {
			res, err = mcp.NewToolResultError(err.Error()), nil
		}
	}()
	if req.GetString("mode", "") == "a" {
		return nil, errors.New("a") // want `tool "convertthenclear" handler returns a nil result with a nil error`
	}
	return mcp.NewToolResultText("ok"), nil // want `tool "convertthenclear" handler returns a nil result with a nil error`
}
