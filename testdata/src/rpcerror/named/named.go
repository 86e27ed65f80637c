// Package named holds mcp-go and go-sdk tool handlers whose results are
// named and changed by deferred functions or returned by a bare return.
package named

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type tx struct{}

func (tx) Commit() error   { return nil }
func (tx) Rollback() error { return nil }

func begin(ctx context.Context) (tx, error) { return tx{}, nil }

func fetch(ctx context.Context) (string, error) { return "", errors.New("upstream down") }

func register(s *server.MCPServer, g *gomcp.Server) {
	s.AddTool(mcp.NewTool("recovered"), recovered)
	s.AddTool(mcp.NewTool("recoverforward"), recoverForward)
	s.AddTool(mcp.NewTool("converting"), converting)
	s.AddTool(mcp.NewTool("filled"), filled)
	s.AddTool(mcp.NewTool("bare"), bare)
	s.AddTool(mcp.NewTool("barecommit"), bareCommit)
	s.AddTool(mcp.NewTool("bareerr"), bareErr)
	s.AddTool(mcp.NewTool("closer"), closer)
	s.AddTool(mcp.NewTool("clearedthenconverted"), clearedThenConverted)
	g.AddTool(&gomcp.Tool{Name: "lowrecovered"}, lowRecovered)
	g.AddTool(&gomcp.Tool{Name: "lowbare"}, lowBare)
	g.AddTool(&gomcp.Tool{Name: "lowbareerr"}, lowBareErr)
}

// recovered: a deferred recover turns a panic into an isError result and
// clears err; its returns of a nil error are not findings.
func recovered(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError(fmt.Sprint("internal error: ", r))
			err = nil
		}
	}()
	text, ferr := fetch(ctx)
	if ferr != nil {
		return mcp.NewToolResultError("fetch failed"), nil
	}
	if text == "" {
		return mcp.NewToolResultText("nothing"), nil
	}
	return mcp.NewToolResultText(text), nil
}

// recoverForward: the recover only acts on a panic; the forwarded error
// still goes out as a JSON-RPC error, reported once.
func recoverForward(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError("internal error")
			err = nil
		}
	}()
	text, err := fetch(ctx)
	if err != nil {
		return nil, err // want `tool "recoverforward" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(text), nil
}

// converting: a deferred function turns every error into an isError
// result; nothing reaches the wire as a JSON-RPC error.
func converting(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if err != nil {
			res = mcp.NewToolResultError(err.Error())
			err = nil
		}
	}()
	text, err := fetch(ctx)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(text), nil
}

// filled: a deferred function replaces a nil result with a real one.
func filled(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if res == nil {
			res = mcp.NewToolResultText("done")
		}
	}()
	if req.GetString("q", "") == "" {
		return mcp.NewToolResultError("q is required"), nil
	}
	return nil, nil
}

// bare: serverErr is never assigned; the local err is not the result.
func bare(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, serverErr error) {
	text, err := fetch(ctx)
	if err != nil {
		res = mcp.NewToolResultError(err.Error())
		return
	}
	if text == "" {
		res = mcp.NewToolResultError("empty")
		return
	}
	res = mcp.NewToolResultText(text)
	return
}

// bareCommit: a deferred commit-or-rollback closure reads serverErr and may
// replace res, but never assigns serverErr.
func bareCommit(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, serverErr error) {
	t, err := begin(ctx)
	if err != nil {
		res = mcp.NewToolResultError("cannot start: " + err.Error())
		return
	}
	defer func() {
		if serverErr != nil || res == nil || res.IsError {
			_ = t.Rollback()
			return
		}
		if cerr := t.Commit(); cerr != nil {
			res = mcp.NewToolResultError("commit failed")
		}
	}()
	text, err := fetch(ctx)
	if err != nil {
		res = mcp.NewToolResultError(err.Error())
		return
	}
	res = mcp.NewToolResultText(text)
	return
}

// bareErr: a bare return after assigning the error result is a finding.
func bareErr(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, serverErr error) {
	defer func() {
		if serverErr != nil {
			fmt.Println("failed:", serverErr)
		}
	}()
	text, err := fetch(ctx)
	if err != nil {
		serverErr = err
		return // want `tool "bareerr" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	res = mcp.NewToolResultText(text)
	return
}

// closer: a deferred close whose error replaces a nil error is left alone
// at the returns (the close is not the return's failure).
func closer(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	t, berr := begin(ctx)
	if berr != nil {
		return mcp.NewToolResultError("cannot start"), nil
	}
	defer func() {
		if cerr := t.Commit(); cerr != nil && err == nil {
			err = cerr
		}
	}()
	return mcp.NewToolResultText("ok"), nil
}

// lowRecovered: go-sdk low-level handler with a recovering defer.
func lowRecovered(ctx context.Context, req *gomcp.CallToolRequest) (res *gomcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = &gomcp.CallToolResult{IsError: true, Content: []gomcp.Content{&gomcp.TextContent{Text: "internal error"}}}
			err = nil
		}
	}()
	text, ferr := fetch(ctx)
	if ferr != nil {
		res = &gomcp.CallToolResult{IsError: true, Content: []gomcp.Content{&gomcp.TextContent{Text: "fetch failed"}}}
		return res, nil
	}
	return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: text}}}, nil
}

// lowBare: go-sdk low-level handler with a bare return; serverErr is never
// assigned.
func lowBare(ctx context.Context, req *gomcp.CallToolRequest) (res *gomcp.CallToolResult, serverErr error) {
	defer func() {
		if serverErr != nil {
			res = nil
		}
	}()
	text, err := fetch(ctx)
	if err != nil {
		res = &gomcp.CallToolResult{IsError: true, Content: []gomcp.Content{&gomcp.TextContent{Text: err.Error()}}}
		return
	}
	res = &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: text}}}
	return
}

// lowBareErr: go-sdk low-level handler assigning the error result.
func lowBareErr(ctx context.Context, req *gomcp.CallToolRequest) (res *gomcp.CallToolResult, serverErr error) {
	text, err := fetch(ctx)
	if err != nil {
		serverErr = fmt.Errorf("fetch: %w", err)
		return // want `tool "lowbareerr" handler returns an error that go-sdk sends as a JSON-RPC error with code 0`
	}
	res = &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: text}}}
	return
}

// clearedThenConverted: deferred functions run last-registered first, so
// `res = nil` runs before the converting defer. A failure is converted
// into an isError result with a nil error (not a JSON-RPC error); a
// success ends as (nil, nil), which is nilresult's, not rpcerror's.
func clearedThenConverted(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if err != nil {
			res, err = mcp.NewToolResultError(err.Error()), nil
		}
	}()
	defer func() { res = nil }()
	switch req.GetString("mode", "") {
	case "a":
		return nil, errors.New("a")
	default:
		return mcp.NewToolResultText("ok"), nil
	}
}
