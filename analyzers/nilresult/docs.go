package nilresult

import "github.com/mcplint/mcplint/analyzers/checkdoc"

// Documentation is the documentation of the nilresult check, the source of
// its Analyzer.Doc, "mcplint help nilresult", docs/checks/nilresult.md and its
// SARIF rule. In its raw strings, \' stands for a backtick.
var Documentation = &checkdoc.Doc{
	Name:  "nilresult",
	Title: `a tool handler returns a nil result and a nil error`,
	Finds: `A \'return\' of a tool handler where the call-tool result is surely nil while the error
is surely nil on some path to it (\'return nil, nil\' under \'if !ok\' after a map lookup), or a result variable left nil on one path (\'var res *mcp.CallToolResult; if … { res = … }; return res, nil\').
Decided on SSA form, following phi edges (a result and an error assigned together stay
together: \'(nil, errors.New(…))\' on one branch and \'(res, nil)\' on the other is fine) and
\'res == nil\' / \'res != nil\' checks. A result returned from a call of a same-package
helper is nil where the helper returns a surely nil result with a nil error, when the
handler returns the helper's error or a nil one (\'return lookup(name)\', or
\'res, err := lookup(name); if err != nil { … }; return res, nil\' where \'lookup\' returns
\'nil, nil\' for a name it does not know); a helper of another package of the module
likewise, by a fact its own package's analysis exports (\'return toolkit.Missing()\').
A helper's (nil, nil) does not count where the handler filters it: where it tests the
helper's result or branches on another of its results (\'if res, denied := guard(ctx);
denied { return res, nil }\'), where the helper returns it only for a nil error argument and
the handler passes a checked one (\'if err != nil { return handleErr(err) }\'), or where the
helper returns it only when a predicate of its arguments is false and the handler calls it
where the same predicate held (\'if isUserError(err) { return userResult(err), nil }\').
Also reported: a result returned, with a surely nil error, on a path where it is nil because
something failed and the handler went on: the result of a call that answers \'(nil, err)\' on
failure (mcp-go's \'NewToolResultJSON\', or a same-package helper whose every failing return has
a nil result) after \'if err != nil { log… }\' that falls through to the return; a comma-ok map
lookup's value returned where the lookup missed (\'res, ok := h.last[key]; if !ok { return res,
nil }\'); a map's entry looked up without the comma-ok form and never compared with nil
(\'return h.last[key], nil\': a missing key gives the nil result; not where the function tests
the key with a comma-ok lookup of such a map first); a value compared with nil whose nil side
reaches the return (\'if res == nil { log… }; return res, nil\'). A call's error that is never compared with nil is not taken as a failure.
Other calls' results are not known to be nil and are not reported.

Checked handler kinds: mcp-go \'server.ToolHandlerFunc\' and \'mcp.NewTypedToolHandler\'
handlers, go-sdk low-level \'mcp.ToolHandler\', and functions those return the results of;
also handlers kept in a project registry of SDK handler values that are registered as
they are (\'for name, h := range map[string]server.ToolHandlerFunc{…} { s.AddTool(…, h) }\'),
and the tools of a hand-rolled server whose tools/call dispatcher puts a tool's result
pointer, without comparing it with nil, into the \'"result"\' member of its response (see
the table below).`,
	Why: `No SDK turns \'(nil, nil)\' into a result the model can read, and what it does depends on
the SDK and version:

| SDK / version | \'(nil, nil)\' on the wire |
|---|---|
| mcp-go v1.2.0 and later (and unknown versions) | JSON-RPC error -32603 \'tool 'x' handler returned no result\' |
| mcp-go v0.49 – v1.1 | \'{"result": null}\' — not a valid tools/call result |
| mcp-go before v0.49 (seen on v0.43.2) | nil-pointer panic in \'HandleMessage\'; \'WithRecovery\' does not catch it; on stdio the process dies |
| go-sdk low-level, protocol ≤ 2025-11-25 (and every request before v1.7.0) | \'{"result": null}\' |
| go-sdk low-level v1.7.0 and later, protocol 2026-07-28 | nil-pointer panic in the SDK (it annotates the nil result): the whole server process crashes |
| go-sdk typed (\'nil, out, nil\') | a valid success: not reported |
| hand-rolled dispatcher, \'"result"\' member of interface type (\'Result any\') | \'{"result": null}\' (a nil pointer in an interface is not empty, so \'omitempty\' keeps it) |
| hand-rolled dispatcher, \'"result"\' member of pointer type without \'omitempty\' | \'{"result": null}\' |
| hand-rolled dispatcher, \'"result"\' member of pointer type with \'omitempty\' | a response with neither \'result\' nor \'error\': no valid JSON-RPC answer |
| hand-rolled dispatcher that compares the result with nil | not reported (it may replace it) |

The message names the consequence for the SDK version the package is built against.`,
	Bad: `// go-sdk low-level handler
func (s *srv) low(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !s.ready {
		return nil, nil
	}
	...
}`,
	Good: `if !s.ready {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "server is still starting; retry shortly"}}}, nil
}`,
	Fix: `Return a result for every path: a text (or structured) result on success, an isError
result for a failure. There is no suggested fix: what the model should read is yours to
choose.

For an empty success, return an empty text: \'mcp.NewToolResultText("no results")\'
(mcp-go) or \'&mcp.CallToolResult{Content: []mcp.Content{}}\' (go-sdk).`,
	SDK: `The consequence is version-specific (see the table above); mcplint reads the SDK
version the package is built against from the module graph (an unknown version counts
as the newest release). go-sdk typed handlers (\'ToolHandlerFor\') may return a nil
result: the SDK builds one from the output, so they are not reported.`,
	Limits: `* Not checked: go-sdk typed handlers (\'(nil, out, nil)\' is fine), mcp-go structured
  handlers (no result operand), functions adapted by a project wrapper (it may handle a
  nil result), tools of a hand-rolled dispatcher that hands the result to a helper or
  marshals it itself, generated files and \'_test.go\' files.
* A result that a helper of another package returns as nil is followed only when that
  package is analyzed in the same run (its facts), not into dependencies from export data.`,
	Exits:    []string{"nil"},
	Since:    "v0.1.0",
	Severity: checkdoc.Error,
}
