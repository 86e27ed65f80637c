package emptyerror

import "github.com/mcplint/mcplint/analyzers/checkdoc"

// Documentation is the documentation of the emptyerror check, the source of
// its Analyzer.Doc, "mcplint help emptyerror", docs/checks/emptyerror.md and its
// SARIF rule. In its raw strings, \' stands for a backtick.
var Documentation = &checkdoc.Doc{
	Name:  "emptyerror",
	Title: `isError with nothing for the model to read`,
	Finds: `A tool result that a tool handler returns with \'isError: true\' and

* no content at all (\'Content\' nil),
* an empty content array (\'[]mcp.Content{}\'), or
* only text items whose text is \'""\', or
* one text that is \'""\' on one of the ways to the return: a message variable that
  one branch leaves at its zero value (\'var msg string; if errors.Is(err, errGone) {
  msg = "…" } else if strict { msg = err.Error() }; return
  mcp.NewToolResultError(msg), nil\'; a \'switch\' without a \'default\' alike; the
  same variable formatted alone, \'mcp.NewToolResultErrorf("%s", msg)\'), or a
  same-package function that returns \'""\' on one of its ways and a message on the
  others (\'mcp.NewToolResultError(describe(err))\' where \'describe\' answers \'""\'
  for an error it does not know), unless a condition on it guards the return
  (\'if msg != "" { … }\'). A function whose \'""\' is answered only under a nil test
  (\'if err == nil { return "" }\') is not reported: its callers pass a failure.
  The text of a result's \'_meta\' does not count: an isError result whose content is
  empty is reported even when \'_meta\' holds the message, since hosts show the
  content to the model.

The check evaluates every result a handler can return, across statements, branches
and helpers:

* composite literals: \'&mcp.CallToolResult{IsError: true}\' (mcp-go and go-sdk);
* mcp-go constructors that produce empty text: \'mcp.NewToolResultError("")\',
  \'mcp.NewToolResultErrorf("")\' (and constant formats that print \'""\'),
  \'mcp.NewToolResultErrorFromErr("", nil)\';
* fields set after construction: \'res := mcp.NewToolResultText(""); res.IsError = true\',
  \'res := &mcp.CallToolResult{}; res.IsError = true\' with \'Content\' never set on that path;
* go-sdk \'SetError(err)\': it fills \'Content\' with \'err.Error()\' only when \'Content\' is
  empty (v1.6.0 and later; earlier versions always overwrite), so
  \'res.SetError(errors.New(""))\' — or \'SetError\' on a result that already holds only
  empty text — is an empty error;
* helper functions in the same package (summarized) and in other packages (through an
  analysis fact): \'return fail(""), nil\' where \'fail(msg)\' returns
  \'mcp.NewToolResultError(msg)\', and helpers that return the handler's pair with an
  error that is always nil (\'return fail()\' where the func literal \'fail\' returns
  \'&mcp.CallToolResult{IsError: true}, nil\'; \'return results.Soft(err)\' from another
  package);
* helpers that complete a result their caller made (\'markFailed(res)\' setting
  \'res.IsError = true\', or \'return flag(mcp.NewToolResultText(""))\' where \'flag\'
  returns its parameter after changing it), in any package;
* a result kept in a package-level variable that only its initializer sets and nothing
  changes through (\'var errNotReady = &mcp.CallToolResult{IsError: true}\'), reported
  at each return of it.

A deferred function (a \'recover\' block) that stores such a result into the handler's
named result and clears the error (\'res, err = mcp.NewToolResultError(""), nil\') is
reported too.

It reports at the expression or assignment that completes the empty error result: the
literal, the constructor call, the \'res.IsError = true\' assignment, the \'SetError\'
call, or the helper call whose argument makes it empty.`,
	Why: `\'isError: true\' tells the host and the model that the call failed; the content is the
only part of the result the model reads. With nothing in it, the model learns that
*something* failed but not what, and the usual reaction is to retry the identical call
— which fails again the same way. A short message saying what went wrong and what to
do differently (a missing argument, a value out of range, "not found, list the items
first", "try again in a minute") lets it recover.

On the wire: go-sdk replaces a nil \'Content\' by \'[]\' (\'callTool\'), and mcp-go sends
\'"content":[]\' or \'null\'; neither SDK adds text to an error result on its own —
except go-sdk's typed handlers, which write the handler's output as JSON text into a
nil \'Content\' (that case is \'structurederror\''s).`,
	Bad: `// mcp-go
if id == "" {
	return mcp.NewToolResultError(""), nil
}
// go-sdk: no content on this path
res := &mcp.CallToolResult{}
if err != nil {
	res.IsError = true
	return res, nil
}`,
	Good: `// mcp-go
if id == "" {
	return mcp.NewToolResultError("id is required; pass the id returned by list_items"), nil
}
// go-sdk
if err != nil {
	res.SetError(fmt.Errorf("lookup of %q failed; retry later", id))
	return res, nil
}`,
	Fix: `Put a short, actionable message in the content: \'mcp.NewToolResultError("...")\'
(mcp-go), \'&mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "..."}}}\'
or \'res.SetError(err)\' with a non-empty error (go-sdk). In a go-sdk typed handler,
simply return the error: the SDK builds the isError result with its text. Keep
internal details (stack traces, connection strings) out of it — see \'errorleak\'.`,
	SDK: `* **mcp-go**: \'NewToolResultError\', \'NewToolResultErrorf\' and \'NewToolResultErrorFromErr\'
  put their text in the result as given, empty or not; the SDK sends \'"content":[]\' or
  \'null\' for a result without content and adds no text to error results.
* **go-sdk**: a nil \'Content\' goes out as \'[]\'. \'(*CallToolResult).SetError(err)\' fills
  \'Content\' with \'err.Error()\' only when \'Content\' is empty from v1.6.0 on (earlier
  versions always overwrite it). Typed handlers (\'mcp.AddTool\') write the output as JSON
  text into a nil \'Content\': that case is reported by \'structurederror\'.`,
	NotReported: `* Results whose content may be non-empty on some path: items appended in a loop (the
  loop may run), texts whose value is not a constant, content passed through calls
  the check cannot see into (they make the result unknown).
* Content filled under a test of the content itself that holds on that path
  (\'if res.Content == nil { res.Content = … }\' on a result just made): the test's other
  side is not taken by a result whose content is known.
* Results returned together with an error that may be non-nil (from a call that can
  fail, or a helper's pair whose error can be non-nil): the SDKs drop the result.
* go-sdk typed handlers whose output the SDK writes into a nil \'Content\' as JSON
  (reported by \'structurederror\'); an empty-but-non-nil array stays empty and is
  reported.
* Only handlers discovered by mcplint (SDK registration, wrappers, exported handler
  signatures) are looked at; results built by other functions count where a handler
  returns them.
* \'_test.go\' and generated files.`,
	Exits:    []string{"model"},
	Since:    "v0.1.0",
	Severity: checkdoc.Warning,
}
