package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/reskit"
)

// Cases of the results task: named results changed by defers, helpers of
// another package returning the handler's pair, results completed after
// construction or through variables.

type tx struct{ failed bool }

func (s *srv) begin(ctx context.Context) (*tx, error) { return &tx{}, ctx.Err() }
func (t *tx) commit() error                           { return nil }
func (t *tx) abort()                                  {}

// Class 3: named results.

func (s *srv) r2Commit(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, serverErr error) {
	t, err := s.begin(ctx)
	if err != nil {
		res = mcp.NewToolResultError("cannot start: " + err.Error())
		return // ok rpcerror nilresult emptyerror unflaggederror
	}
	defer func() {
		if res != nil && res.IsError {
			t.abort()
			return
		}
		if err := t.commit(); err != nil {
			res = mcp.NewToolResultError("commit failed: " + err.Error())
		}
	}()
	if _, err := s.count(ctx); err != nil {
		res = mcp.NewToolResultError(err.Error())
		return // ok rpcerror nilresult emptyerror unflaggederror
	}
	res = mcp.NewToolResultText("committed")
	return // ok rpcerror nilresult emptyerror unflaggederror
}

func (s *srv) r2Recover(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError(fmt.Sprintf("the tool crashed: %v", r))
			err = nil
		}
	}()
	n, err := s.count(ctx)
	if err != nil {
		return mcp.NewToolResultError("cannot count notes: " + err.Error()), nil // ok rpcerror emptyerror unflaggederror
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil // ok rpcerror nilresult unflaggederror
}

func (s *srv) r2RecoverEmpty(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError("") // want emptyerror:`only empty text`
			err = nil
		}
	}()
	s.rebuild()
	return mcp.NewToolResultText("rebuilt"), nil // ok emptyerror nilresult
}

func (s *srv) r2DefaultResult(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if res == nil && err == nil {
			res = mcp.NewToolResultText("no notes matched")
		}
	}()
	if len(s.notes) == 0 {
		return nil, nil // ok nilresult
	}
	return mcp.NewToolResultText("some notes"), nil // ok nilresult
}

func (s *srv) r2BareNil(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, serverErr error) {
	defer s.rollback()
	id := req.GetString("id", "")
	if id == "" {
		return // want nilresult:`nil result`
	}
	res = mcp.NewToolResultText("note " + id)
	return // ok nilresult
}

func (s *srv) r2BareUnflagged(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, serverErr error) {
	defer s.rollback()
	if err := s.sync(ctx); err != nil {
		res = mcp.NewToolResultText("failed to sync: " + err.Error()) // want unflaggederror:`does not set isError`
		return
	}
	res = mcp.NewToolResultText("synced")
	return // ok unflaggederror
}

// Class 4: helpers of another package.

func (s *srv) r2Soft(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return reskit.Soft(err) // ok rpcerror nilresult emptyerror unflaggederror
	}
	return mcp.NewToolResultText("synced"), nil
}

func (s *srv) r2None(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.readOnly {
		return reskit.None() // want nilresult:`nil result`
	}
	return mcp.NewToolResultText("written"), nil // ok nilresult
}

func (s *srv) r2Found(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return reskit.Found(s.cache, req.GetString("key", "")) // want nilresult:`nil result`
}

func (s *srv) r2FoundChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := reskit.Found(s.cache, req.GetString("key", ""))
	if err != nil || res == nil {
		return mcp.NewToolResultError("no such key; list_keys shows the keys"), nil // ok emptyerror
	}
	return res, nil // ok nilresult
}

func (s *srv) r2Hard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return reskit.Hard(err) // ok nilresult // want rpcerror:`JSON-RPC error`
	}
	return mcp.NewToolResultText("synced"), nil
}

func (s *srv) r2Flagged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.readOnly {
		return reskit.Flagged(), nil // want emptyerror:`no content`
	}
	return mcp.NewToolResultText("written"), nil
}

func (s *srv) r2Textf(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if _, err := s.get(ctx, name); err != nil {
		return reskit.Textf("failed to load %s: %v", name, err), nil // want unflaggederror:`does not set isError`
	}
	return reskit.Textf("loaded %s", name), nil // ok unflaggederror
}

func (s *srv) r2Errorf(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if _, err := s.get(ctx, name); err != nil {
		return reskit.Errorf("failed to load %s: %v", name, err), nil // ok unflaggederror emptyerror
	}
	return reskit.Errorf("%s", ""), nil // want emptyerror:`only empty text`
}

func (s *srv) r2WithMeta(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := s.quote(ctx, req.GetString("symbol", ""))
	if err != nil {
		return reskit.WithMeta(mcp.NewToolResultError("no quote for this symbol"), q), nil // want structurederror:`carries structured content`
	}
	return reskit.WithMeta(mcp.NewToolResultText("quote"), q), nil // ok structurederror
}

func (s *srv) r2FailHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := mcp.NewToolResultText("")
	if s.readOnly {
		reskit.Fail(res) // want emptyerror:`only empty text`
	}
	return res, nil
}

// Class 5: results completed after construction or through variables.

func (s *srv) r2SetLater(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := s.count(ctx)
	res := mcp.NewToolResultText(fmt.Sprintf("%d notes", n))
	if err != nil {
		res = mcp.NewToolResultText("")
		res.IsError = true // want emptyerror:`only empty text`
	}
	return res, nil
}

func (s *srv) r2SprintfVar(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := req.GetString("path", "")
	if _, err := s.get(ctx, p); err != nil {
		msg := fmt.Sprintf("could not open %s: %v", p, err)
		text := msg
		return mcp.NewToolResultText(text), nil // want unflaggederror:`does not set isError`
	}
	return mcp.NewToolResultText("opened"), nil
}

func (s *srv) r2Phi(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var msg string
	if err := s.sync(ctx); err != nil {
		msg = "sync did not finish: " + err.Error()
	} else {
		msg = "synced"
	}
	return mcp.NewToolResultText(msg), nil // want unflaggederror:`does not set isError`
}

func (s *srv) r2ResultPhi(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	if s.readOnly {
		res = mcp.NewToolResultError("") // want emptyerror:`only empty text`
	} else {
		res = mcp.NewToolResultText("written")
	}
	return res, nil
}

func (s *srv) r2NilErrChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := s.sync(ctx)
	if err == nil {
		return mcp.NewToolResultError(""), err // want emptyerror:`only empty text`
	}
	return nil, err // ok nilresult emptyerror // want rpcerror:`JSON-RPC error`
}

type reply struct {
	lines  []string
	failed bool
}

func (r *reply) add(format string, args ...any) {
	r.lines = append(r.lines, fmt.Sprintf(format, args...))
}

func (r *reply) result() *mcp.CallToolResult {
	res := mcp.NewToolResultText(strings.Join(r.lines, "\n"))
	res.IsError = r.failed
	return res
}

func (r *reply) blank() *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{}} // want emptyerror:`empty content array`
}

func (s *srv) r2Builder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r := &reply{}
	n, err := s.count(ctx)
	if err != nil {
		r.failed = true
		r.add("cannot count notes: %v", err)
		return r.result(), nil // ok unflaggederror emptyerror
	}
	if n == 0 {
		return r.blank(), nil
	}
	r.add("%d notes", n)
	return r.result(), nil // ok unflaggederror emptyerror
}

var errNoConfig = mcp.NewToolResultError("")

var errNoToken = mcp.NewToolResultError("no API token is configured; set NOTES_TOKEN and restart the server")

func (s *srv) r2Global(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.cache == nil {
		return errNoConfig, nil // want emptyerror:`only empty text`
	}
	if !s.consented {
		return errNoToken, nil // ok emptyerror unflaggederror
	}
	return mcp.NewToolResultText("configured"), nil
}

// Negatives: texts that mention errors as data.

func (s *srv) r2LogSearch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lines, err := s.items(ctx)
	if err != nil {
		return mcp.NewToolResultError("log search failed: " + err.Error()), nil
	}
	var out []string
	for _, l := range lines {
		if strings.Contains(l, "ERROR") {
			out = append(out, l)
		}
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d matching lines:\n%s", len(out), strings.Join(out, "\n"))), nil // ok unflaggederror
}

func (s *srv) r2LastLogError(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lines, err := s.items(ctx)
	if err != nil {
		return mcp.NewToolResultError("cannot read the log: " + err.Error()), nil
	}
	if len(lines) == 0 {
		return mcp.NewToolResultText("no errors in the log"), nil // ok unflaggederror
	}
	return mcp.NewToolResultText("Last error in the log: " + lines[len(lines)-1]), nil // ok unflaggederror
}

func (s *srv) r2Lint(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := s.count(ctx)
	if err != nil {
		return mcp.NewToolResultError("lint did not run: " + err.Error()), nil
	}
	if n == 0 {
		return mcp.NewToolResultText("0 errors, 0 warnings"), nil // ok unflaggederror
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d errors found", n)), nil // ok unflaggederror
}

func (s *srv) r2ErrorRate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, _ := s.count(ctx)
	return mcp.NewToolResultText(fmt.Sprintf("Error rate: %d%% over the last hour", n)), nil // ok unflaggederror
}

func (s *srv) r2ExplainError(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	code := req.GetString("code", "")
	return mcp.NewToolResultText("Error code E" + code + " means the disk is full"), nil // ok unflaggederror
}

// registerResults2 registers the tools of this file.
func registerResults2(m *server.MCPServer, s *srv) {
	for name, h := range map[string]server.ToolHandlerFunc{
		"r2_commit":         s.r2Commit,
		"r2_recover":        s.r2Recover,
		"r2_recover_empty":  s.r2RecoverEmpty,
		"r2_default":        s.r2DefaultResult,
		"r2_bare_nil":       s.r2BareNil,
		"r2_bare_unflagged": s.r2BareUnflagged,
		"r2_soft":           s.r2Soft,
		"r2_none":           s.r2None,
		"r2_found":          s.r2Found,
		"r2_found_checked":  s.r2FoundChecked,
		"r2_hard":           s.r2Hard,
		"r2_flagged":        s.r2Flagged,
		"r2_textf":          s.r2Textf,
		"r2_errorf":         s.r2Errorf,
		"r2_with_meta":      s.r2WithMeta,
		"r2_fail_helper":    s.r2FailHelper,
		"r2_set_later":      s.r2SetLater,
		"r2_sprintf_var":    s.r2SprintfVar,
		"r2_phi":            s.r2Phi,
		"r2_result_phi":     s.r2ResultPhi,
		"r2_nil_err":        s.r2NilErrChecked,
		"r2_builder":        s.r2Builder,
		"r2_global":         s.r2Global,
		"r2_log_search":     s.r2LogSearch,
		"r2_last_log_error": s.r2LastLogError,
		"r2_lint":           s.r2Lint,
		"r2_error_rate":     s.r2ErrorRate,
		"r2_explain_error":  s.r2ExplainError,
	} {
		m.AddTool(mcp.NewTool(name), h)
	}
}

var _ = registerResults2
