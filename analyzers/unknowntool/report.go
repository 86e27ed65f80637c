package unknowntool

import (
	"fmt"
	"go/ast"
	"path/filepath"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// describe says what an answer sends, for the diagnostic.
func describe(o results.Answer, s sdk.SDK) string {
	switch o.Sends {
	case results.SendsIsError:
		return "an isError result"
	case results.SendsSuccess:
		return "a successful result"
	case results.SendsPlain:
		switch {
		case s == sdk.MCPGo:
			return "a plain error, which mcp-go sends as JSON-RPC -32603 (internal error)"
		case o.Code == 0:
			return "a plain error, which go-sdk sends as JSON-RPC code 0"
		}
		return fmt.Sprintf("a plain error, which the SDK sends as JSON-RPC %d", o.Code)
	case results.SendsCode:
		switch o.Code {
		case sdk.CodeMethodNotFound:
			return "JSON-RPC -32601 (method not found; tools/call exists)"
		case sdk.CodeInternalError:
			return "JSON-RPC -32603 (internal error)"
		}
		return fmt.Sprintf("JSON-RPC code %d", o.Code)
	}
	return "?"
}

func (c *checker) report(o results.Answer, s sdk.SDK, h *handlers.Handler) {
	what := describe(o, s)
	if s == sdk.MCPGo && o.Sends == results.SendsPlain && sdk.HandlerErrorExposed(c.res.Versions) {
		if e, ok := o.At.(ast.Expr); ok {
			if p := sdk.ExposedProvider(c.pass.TypesInfo, e); p != nil {
				a, ok := sdk.ProviderAnswerOf(c.pass.TypesInfo, c.pass.Files, c.pass.TypesInfo.TypeOf(p), c.res.Versions)
				if !ok || !a.CodeKnown || a.Code == sdk.CodeInvalidParams {
					return // the provider's -32602, or a code the model cannot read
				}
				what = fmt.Sprintf("server.NewHandlerError, which sends the provider's JSON-RPC code %d", a.Code)
				if a.Elicitation {
					what = "server.NewHandlerError of a URL elicitation error (-32042, or -32603 under protocol 2026-07-28)"
				}
			}
		}
	}
	var msg string
	switch {
	case s == sdk.MCPGo && sdk.HandlerErrorExposed(c.res.Versions):
		v := c.res.Versions.MCPGo
		if v == "" {
			v = "v1.5.0 and later"
		}
		msg = fmt.Sprintf("unknown tool answered with %s: MCP requires JSON-RPC -32602 (invalid params) so the client knows the tool does not exist rather than that it failed; in mcp-go %s return nil, server.NewHandlerError(e) where e's JSONRPCError method answers mcp.INVALID_PARAMS, or register each tool with its own handler and let the SDK answer unknown tools", what, v)
	case s == sdk.MCPGo:
		msg = fmt.Sprintf("unknown tool answered with %s: MCP requires JSON-RPC -32602 (invalid params) so the client knows the tool does not exist, and an mcp-go tool handler cannot send -32602 at all in %s (server.NewHandlerError exists from v1.5.0); register each tool with its own handler and let the SDK answer unknown tools", what, c.res.Versions.MCPGo)
	case s == sdk.GoSDK && h != nil && !sdk.HandlerCanChooseCode(s, c.res.Versions):
		msg = fmt.Sprintf("unknown tool answered with %s: MCP requires JSON-RPC -32602 (invalid params) so the client knows the tool does not exist, and a go-sdk %s tool handler cannot send -32602 (user code can build a JSON-RPC error only from v1.2.0); register each tool with its own handler and let the SDK answer unknown tools", what, c.res.Versions.GoSDK)
	case s == sdk.GoSDK:
		hint := "return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: ...}"
		if h != nil && h.Kind == sdk.GoSDKTyped {
			hint = "return an unwrapped &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: ...} as the error"
		} else if h == nil {
			hint = "answer with code -32602 (jsonrpc.CodeInvalidParams)"
		}
		msg = fmt.Sprintf("unknown tool answered with %s: MCP requires JSON-RPC -32602 (invalid params) so the client knows the tool does not exist rather than that it failed; %s", what, hint)
	default:
		msg = fmt.Sprintf("unknown tool answered with %s: MCP requires JSON-RPC -32602 (invalid params) so the client knows the tool does not exist rather than that it failed; answer with code -32602", what)
	}
	d := analysis.Diagnostic{Pos: o.At.Pos(), End: o.At.End(), Category: "unknowntool", Message: msg}
	if o.CodeArg != nil && s != sdk.MCPGo {
		d.SuggestedFixes = []analysis.SuggestedFix{{
			Message:   "Answer with -32602 (invalid params)",
			TextEdits: []analysis.TextEdit{{Pos: o.CodeArg.Pos(), End: o.CodeArg.End(), NewText: []byte("-32602")}},
		}}
	}
	c.pass.Report(d)
}

// foreignMiss reports the answers to an unknown tool that another
// package makes for this package's tools/call code (handlers.ForeignMiss:
// a switcher's or a registry runner's error for a name it has no tool
// for), which goes out as this package answers a tool's failure.
func (c *checker) foreignMiss(m handlers.ForeignMiss, scope *report.Scope) {
	var what string
	switch r := m.Routing; {
	case r.Route == sdk.RouteIsError:
		what = "an error that " + m.Dispatcher + " answers with an isError result"
	case r.Route == sdk.RouteJSONRPC && r.Code != sdk.CodeInvalidParams:
		what = fmt.Sprintf("an error that %s sends as JSON-RPC %d", m.Dispatcher, r.Code)
	default:
		return
	}
	at := c.pass.Fset.Position(m.Pos)
	for _, p := range m.At {
		if !report.Honour(c.pass.Analyzer.Name, p) {
			continue
		}
		pos, _ := scope.Foreign(p)
		c.pass.Report(analysis.Diagnostic{Pos: pos, Category: "unknowntool", Message: fmt.Sprintf(
			"unknown tool answered with %s (dispatched by package %s at %s:%d): MCP requires JSON-RPC -32602 (invalid params) so the client knows the tool does not exist rather than that it failed; return an error the dispatcher answers with code -32602",
			what, c.pass.Pkg.Name(), filepath.Base(at.Filename), at.Line)})
	}
}
