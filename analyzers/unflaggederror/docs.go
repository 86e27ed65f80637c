package unflaggederror

import "github.com/mcplint/mcplint/analyzers/checkdoc"

// Documentation is the documentation of the unflaggederror check, the source of
// its Analyzer.Doc, "mcplint help unflaggederror", docs/checks/unflaggederror.md and its
// SARIF rule. In its raw strings, \' stands for a backtick.
var Documentation = &checkdoc.Doc{
	Name:  "unflaggederror",
	Title: `failure text in a result that claims success`,
	Finds: `A result a tool handler returns **without** \'isError\' whose text

* is derived from an \'error\' value that is known to be non-nil there: \'err.Error()\',
  \'fmt.Sprintf("...%v", err)\' (\'%v %s %q %w %+v\'), concatenation, \'strings.Builder\' /
  \'bytes.Buffer\' writes (including \'fmt.Fprintf\'), helpers that format the error (in
  any package), \'json.Marshal\' of a map or struct literal holding the error's text
  (\'string(b)\' of \'json.Marshal(map[string]any{"error": err.Error()})\'). "Known non-nil" means the return is only reached through
  \'if err != nil\' (or \'err == nil\' else-branch, \'errors.Is\'/\'errors.As\'), or the error
  is made by \'errors.New\'/\'fmt.Errorf\'; or
* is the JSON encoding of a map or struct whose \'"error"\' member (\'error\', \'err\',
  \'error_message\', \'errmsg\'; a struct field by its JSON name) is set, on the way to the
  return, to the text of an error that is non-nil where it is set:
  \'resp["ok"], resp["error"] = false, err.Error()\' or \'out.Error = err.Error()\' under
  \'if err != nil\', then \'json.Marshal(resp)\' into the text; or
* is the JSON of a tool result struct that says it failed, however it reaches the result:
  \'json.Marshal\' or \'MarshalIndent\' into the text, \'json.Marshal\' then
  \'json.Unmarshal\' into a map printed with \'%v\', \'mcp.NewToolResultJSON\' /
  \'NewToolResultStructured(Only)\', a result literal's \'StructuredContent\', or the
  output a go-sdk typed handler returns (with no result or a result literal: the SDK
  marshals it into \'structuredContent\' either way). A map literal counts like a struct
  (\'map[string]any{"success": false, "message": "archive: " + err.Error()}\'). The struct says it failed by
  where its members come from, not by their words: an \'Error\' member holds the text
  of an error that is non-nil where it is set, or text that says something failed set
  in a branch where a call failed or an HTTP response's status is not a success
  (\'Error: fmt.Sprintf("Failed to read job status (HTTP %d)", resp.StatusCode)\'), or a \'Success\' / \'OK\' member
  (\'success\', \'ok\', \'succeeded\', \'successful\') is set to \'false\' in a branch
  where a call failed, or is set to \'false\' beside another member (\'message\') that
  holds an error's text (\'Error()\' of an error, or an error formatted where it is
  non-nil, or a \'Status\' member (\'status\', \'state\', \'outcome\') is set to
  \'"error"\' or \'"failed"\' beside such an \'Error\' or in a branch where a call failed;
  or another member (\'message\') holds text that opens with words saying something failed
  and carries the text of an error that is non-nil where it is set (\'Message:
  fmt.Sprintf("Error: %s", err)\' where a wait failed; the words or the error's text alone
  do not count: a note of an error the work went past, or a setting named "Error reporting");
  or it comes from a builder that says it failed whatever it is given (a function whose
  struct or map has \'Success: false\' or a failed status set unconditionally,
  \'newErrorResponse("id is required", nil)\'). A builder's error member filled from an
  error parameter holds no error's text where the call passes \'nil\' for it.
  The members of a struct member (an \'Info\' shared by every response) count as the
  struct's. The struct may be built in the handler, returned by a
  same-package function (\'r := query(q)\' where \'query\' answers
  \'toolResult{Error: err.Error()}\' when its call fails, then \'json.Marshal(r)\'),
  or returned by an exported function or method of another package of the module
  that has no MCP code (\'s.debugger.Step()\' answering \'StepResp{Status: "error",
  Info: info}\' with \'info.Err = err.Error()\'; a builder may also fill the struct
  its caller points it at, \'r.Status = "error"; return *r\'), also behind a \'switch\' on the tool
  name; and the handler may marshal it itself or pass it to a same-package helper that
  marshals its parameter into a success result's text (\'return asJSON(r)\' where
  \'asJSON\' is \'json.Marshal\' then \'mcp.NewToolResultText(string(b))\': reported at
  the handler's return), or put the bytes a same-package helper builds and marshals into
  the text (\'string(failJSON(err))\' where \'failJSON\' marshals \'{"success": false, "error":
  err.Error()}\': the helper is judged as a builder). The handler may also print that failure member alone into a
  success text (\'text += "\nError: " + st.Error\', a line of a \'strings.Join\', a
  \'fmt.Sprintf\' operand) of a struct such a function returned beside a nil error: a
  lookup that answers its own failure with a status struct. Such a result is a failure on one path
  only, so no fix is offered: answer that path with its own isError result; or
* is built piecewise in a \'strings.Builder\' or \'bytes.Buffer\' whose last write, in the
  block that takes the text, reads as a failure or carries a non-nil error (a run's
  collected output, then \'out.WriteString(fmt.Sprintf("❌ Error: %s\n", ev.Data))\' and
  \'return mcp.NewToolResultText(out.String()), nil\'); or
* is returned where a call of the function surely failed (its error is non-nil there;
  an error the function makes itself with \'fmt.Errorf\' or \'errors.New\' is no failed
  call; or the call-tool result it returned, another MCP server's, has isError set there:
  \'res, err := c.CallTool(ctx, req); … if res.IsError { … }\') and says, in any words, that something failed: "failed", "error", "unable",
  "cannot", "not found", "no container found", "invalid", "denied", "unknown", "not installed", "not configured",
  "not running", "not reachable", or their Chinese, Japanese and
  Korean counterparts ("失败", "错误", "无法", "エラー", "실패"), also as a status token in
  snake case ("validation_failed", "not_found") (\'if _, err := db.Insert(row);
  err != nil { return mcp.NewToolResultText("Saving " + id + ": an error, see the log"), nil }\',
  \'if _, err := exec.LookPath("paplay"); err != nil { … "paplay is not installed" … }\'),
  unless it says the tool went on another way ("…, using alsa", "falling back to …",
  "instead") or names a partial outcome ("partial_failure", "partially failed": part of the
  work was done, and a failure would invite a retry that repeats it); or
* is returned where the status code of an HTTP response (a \'*http.Response\' a call of
  the function returned) failed a success test (\'resp.StatusCode != 200\', \'!=
  http.StatusOK\', \'>= 400\', \'> 299\', or the else of \'== 200\' and \'< 300\') and formats
  that status (\'resp.StatusCode\' or \'resp.Status\') into the text, however it is worded
  (\'if resp.StatusCode != 200 { return mcp.NewToolResultText(fmt.Sprintf("Lookup API
  returned status %d", resp.StatusCode)), nil }\'); or
* is a plain failure message: it starts with "Error: …", "Error fetching …",
  "failed to …", "Failed: x", "could not …", "cannot …", "unable to …", "missing
  required parameter …", "invalid argument …", or says the tool's own operation
  failed: "Request failed with status 500", "HTTP call failed: …" (request, call,
  operation, query, lookup, search, fetch, upload, download, connection,
  authentication or login, then "failed" or "errored") (case-insensitive, after
  leading punctuation and emoji); or
* states a failure anywhere in a sentence whose values (arguments, identifiers) are
  read as words: "An error occurred …", "Something went wrong", "Permission denied",
  "Request timed out …", "query is required", "Issue 42 not found", "Item with ID 'x'
  not found in list 'y'", "The file x does not exist", "limit must be between 1 and
  100", "Invalid date format, use …", "Unknown kind: x", "unknown action "x"", "Insert
  row failed", "Delete of x failed, the list is locked" (a subject that does not start
  with a number, then "failed" at the end of a clause), "Unsupported format: x" (also
  a constant value, one word ending the clause: "Unsupported format: yaml", "Unknown
  kind: folder"; the noun may be a field's snake-case name, "unsupported change_type:
  x", and a hint of what is accepted may follow, "unknown strategy; supported: a, b",
  not a fallback, "unknown format; using the default"), "year filter is not supported with author", "Sorting by year is not
  supported.", "Screen locking not supported on this platform" (the model's request
  refused; a subject of up to five words), "No
  such file: x" (a thing a tool looks up: file, table, key, user, project, …),
  "Database error: x" (database, API, HTTP, network, server, internal, connection,
  request, query, upstream, backend, service or auth, then "error:"), "x is not a valid
  date" (the model's value rejected), "Not authorized to …", "Connection refused",
  "Timeout waiting for x", "Missing x parameter" (a value or a quoted name; "Missing
  name field in 3 rows" is a report), and the model's input rejected in a validation's
  words: "Required parameter 'id' is missing", "name is missing" (at the end of a
  clause: "Email is missing in 3 rows" is a report), "name cannot be empty", "Either
  name or labels must be provided", "At least one field must be specified", "Must
  specify a role", "missing required field: id"; a setting the tool needs that is
  missing: "X environment variable not set. Either set it or …", "API key is not
  configured", "x env var has not been provided" (environment variable, env var,
  setting, config, configuration, API key or token, then not set, configured or
  provided); a request refused for its size: "Too many items provided. Maximum 20
  items per request.", "Too many items requested" (provided, given, requested,
  specified, supplied, passed or selected), "Too many tags. Maximum is 5", "Request
  size exceeds the maximum of 1 MB" (a request, input, query, batch, payload, list,
  array or "number of x"); a rejected type or format and where it was found, ending
  the clause: "Invalid item type in array", "Invalid ID format in list"; also as the first member "error" of a
  JSON text (\'{"error": "target not found: x", "hint": "…"}\'), also where a
  same-package helper formats the message into that JSON (\'fmt.Sprintf("{\"error\":
  %q}", msg)\'), whose text is the handler's where it returns the helper's result, or
  marshals a map literal the handler gives it whose keys put "error" first
  (\'return asJSON(map[string]any{"error": "shelf not found: " + name, "hint": "…"})\'); or
* is made by a same-package helper whose name says it answers a failure (a word error,
  err, fail, failure or failed: \'errorResult(msg)\', \'pipelineErrorResponse(msg)\',
  \'toolError(err)\'; not \'isError…\' nor \'errors…\') and that takes only the
  message's parts (strings, numbers, booleans, errors, a context, format arguments),
  whatever the text says, unless the call passes no message (\'errorResult("")\'): the
  author's own word, and every caller answers a failure with it. No fix is offered: set
  isError in the helper.

Results are evaluated like \'emptyerror\' does: literals, constructors
(\'mcp.NewToolResultText\'), content set or appended later, helpers.

A hand-rolled tool that returns text and an error (\'func (s *Server) describe(args
map[string]any) (string, error)\', behind a switch on the tool's name, or an exported
function a dispatcher of another package calls) is judged the same way: its text with a
nil error is the success result its dispatcher sends (\'return "Table \'x\' not found.",
nil\'); return the failure as the error instead. So is a function of a
hand-rolled tool's signature that its package hands to a registration function beside
its name, the only constant string of the call (\'RegisterTool(ListOrdersName,
handleListOrders)\' in an \'init\' function, whatever registry a dispatcher of another
package reads), and the same-package function such a tool hands its whole answer to
(\'return pipelineDetails(ctx, req)\'). A tool returning any value and an error
(\'(any, error)\', also a function whose switch cases are the tools' work) is judged by the
text or the result map it returns (\'return text("Key not found"), nil\'), and, when a
dispatcher of its package encodes the value into the result's text, by the value as a
struct or map that says it failed, as above (\'return map[string]any{"error":
fmt.Sprintf("invalid pattern: %v", err)}, nil\'), also when it returns the pair of a
function whose error is nil on every path (\'return s.svc.Query(ctx, q)\' where
\'Query\' answers a failed call with \'&QueryResponse{Success: false, Error:
err.Error()}, nil\'; another package's by its \'NilErrorFact\'), or whose error is nil on
the path where it returns such a struct (a function that also fails with an error
elsewhere: reported as a failure on that path; another package's by its fact). So is a hand-rolled tool without an
error that returns its result as a map the dispatcher sends as the response's result
(\'map[string]any{"content": []map[string]any{{"type": "text", "text": msg}}}\', no
\'"isError"\' key: a success), or the whole JSON-RPC response whose \'result\' member holds
such a map or a result struct: set \'"isError": true\' on the failing path's result (a
response whose \'error\' member is set is a JSON-RPC error, not a result).`,
	Why: `A result without \'isError\' is a success to every host: metrics and dashboards don't
count it as a failed call, clients that surface tool errors differently don't, and the
model learns that a failure is just another kind of data — it may report it as the
answer instead of recovering. The spec says tool execution errors SHOULD be reported
in the result with \'isError: true\'.`,
	Bad: `// mcp-go
out, err := client.Get(ctx, id)
if err != nil {
	return mcp.NewToolResultText(fmt.Sprintf("Error: %v", err)), nil
}
// go-sdk or mcp-go
return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "failed to parse " + name}}}, nil`,
	Good: `// mcp-go
if err != nil {
	return mcp.NewToolResultError(fmt.Sprintf("fetching %s failed; check the id", id)), nil
}
// go-sdk or mcp-go
return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "failed to parse " + name}}}, nil`,
	Fix: `The suggested fixes (applied with \'mcplint -fix\'):

* mcp-go: \'mcp.NewToolResultText(x)\' → \'mcp.NewToolResultError(x)\';
* composite literals (mcp-go, go-sdk, hand-rolled types with a \'bool\' isError field):
  add \'IsError: true\'.

No fix is offered when the text reads as a failure on one path only (the same result
is a success on the others), when a helper that other returns use builds the result
(\'return jsonResult(v)\'), when the result was changed after construction, carries structured
content, or is returned by a go-sdk typed handler with an output the SDK attaches (an
isError result with that output is \'structurederror\''s finding): there, return the
error as the handler's error value and let the SDK build the isError result.`,
	SDK: `Both SDKs send a result exactly as the handler built it: neither sets \'isError\' from
the text. mcp-go offers \'NewToolResultError\', \'NewToolResultErrorf\' and
\'NewToolResultErrorFromErr\'; go-sdk has \'(*CallToolResult).SetError\' (v1.3.1 and
later) and, in typed handlers, a returned error becomes an isError result.`,
	NotReported: `* Texts that mention errors as data: "0 errors", "no errors found", "error count: 3",
  "Error handling …", "No results found", "Checked 12 links: 10 ok, 2 not found",
  "Required fields: …", "Invalidated 3 entries", "2 of 5 items not found in the cache",
  "Unknown: 2 hosts", "Too many results to show all; showing 20", "Invalid rows in 3
  tables: …", "CPU load exceeds the maximum on 2 hosts", log lines and command output
  that are not built from an error value.
* An HTTP status formatted into the text on the success side of its test
  (\'if resp.StatusCode == 200 { … "Status: %d OK" … }\'), under a test for one status
  (\'== 404\': the tool's answer for it), or a text under a failed status test that does
  not hold the status and has no failure words ("No shelves yet").
* States a tool reports as data: "<subject> failed" whose subject is a test, build,
  check, job, pipeline, workflow, step, stage, run, deployment, task, validation or
  health ("Tests failed: 3", "Pipeline failed at stage deploy"), unless built from an
  error or returned where a call failed; and a failure a clause only supposes ("- Use
  \'build_diagnose\' if compilation failed", a hint for later: if, when, unless, once,
  should, until, whether, in case).
* A command's output shown with its exit error (\'fmt.Sprintf("%s\n(exit: %v)", out,
  err)\' after \'exec.Command(…).CombinedOutput()\'): the answer of a command or test
  runner. Its words still count ("Error: exit status 1 …" is reported). Errors of calls
  named like checks (validate, lint, check, test, verify, scan, audit) do not make
  their branch a failed call's.
* The error text a probe reports: in a tool whose name (or, without a known name, its
  handler's) has a word test, check, ping, health, probe, diagnose, validate or verify
  (\'test_connection\', \'handleCheckHealth\'), a text built from an error value without
  failure words is its answer about what it probes, and so is the HTTP status it
  formats under a failed status test ("Endpoint answered 503"). Failure words still
  count. In any tool, a JSON member holding the error of a call named as a probe
  (\'TestConnection\', \'CheckHealth\', \'pingDatabase\') is that probe's finding
  (\'{"state": "down", "error": …}\'). A fixed text a probe tool returns where its lookup
  failed (\'No memory found for …\' in \'check_memory\') is its own failure, also in a
  hand-rolled text tool.
* An error presented as a warning about work that was done ("Disconnected with warning:
  <err>"), and a partial success: a text that opens by saying the work was done, then
  "but" ("Project created but the template failed: <err>", "Updated, but could not
  toggle done: <err>", "Downloaded from the mirror but failed to cache it: <err>",
  "Fetched 3 pages, but could not index them"), or that opens so and then warns of the
  step that failed ("✅ Project 'x' created successfully!" … "Warning: Failed to start
  its container: <err>"); the model must not redo the work. A negated opening ("Draft not
  created but …") or one that starts with a failure word ("Error: project created but …")
  is still reported.
* JSON holding errors as data: a list of per-item results, an "error" member set in a
  loop or from data (a log entry's error field), a result struct whose \'Error\' member
  is never set from an error (a job's own failure that a lookup copies from what it read,
  printed by the handler, is data), and a partial success: a struct that sets \'Success\' /
  \'OK\' to \'true\' (and never to \'false\') beside an \'Error\' (the work was done,
  the error is a note). A probe tool's result struct that holds the probed error's
  text is its answer, unless it also sets \'"ok": false\' beside an \'Error\' member
  (a probe's \'{"ok": false, "message": err.Error()}\' is its answer). In a probe
  tool, a struct built by a function whose name has a probe word (\'CheckHealth\'
  answering \'Health{OK: false, Error: err.Error()}\') is the status of the check the
  model asked for, whatever it says. A struct that sets \'Status\' to \'"ok"\' or
  \'"success"\' (and never to \'"error"\') beside an \'Error\' is a partial success,
  also when the status is a constant set on every path, unless the error is one the
  builder was given (the outcome of the operation its caller ran) and the claim is
  written where that error may be nil: \'func respond(err error) Resp\' that sets
  \'Error: err.Error()\' under \'if err != nil\' and returns \'Status: "success"\'
  on every path says success whatever happened, and its failure is reported. A
  \'"success"\' set from a variable (\'"success": ok\') does not say on its own that the
  call failed.
* Mixed results: several text items where not all read as failures (partial success
  with per-item error notes), texts accumulated in loops or over several writes on
  different paths whose last write before the text is taken is not a failure, texts with several alternatives (a phi, a helper with several
  returns) unless one of them is built from an error that is non-nil on its way and
  not known nil at the return (\'msg = "cannot count: " + err.Error()\' under
  \'if err != nil\', then \'return mcp.NewToolResultText(msg), nil\'), or, for a
  same-package helper, one of its returns says that something failed in words and holds
  the text of an error that is non-nil there (\'return fmt.Sprintf("Error: %v", err)\'
  under \'if err != nil\'; a return that only holds the error's text, \'path + ": " +
  err.Error()\', is left alone), content with non-text items.
* Error texts where the error may be nil (\'fmt.Sprintf("%s (last error: %v)", out, err)\'
  after the check), and errors read from a struct field or a package variable (an
  error the server kept from earlier work, reported as data: "last failure: …").
* Results whose \'isError\' comes from a variable, or that pass through calls that may
  change them.
* Results returned with a non-nil error (dropped by the SDKs), \'_test.go\' and generated
  files.`,
	Exits:    []string{"model"},
	Since:    "v0.1.0",
	Severity: checkdoc.Warning,
}
