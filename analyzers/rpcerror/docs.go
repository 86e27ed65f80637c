package rpcerror

import "github.com/mcplint/mcplint/analyzers/checkdoc"

// Documentation is the documentation of the rpcerror check, the source of
// its Analyzer.Doc, "mcplint help rpcerror", docs/checks/rpcerror.md and its
// SARIF rule. In its raw strings, \' stands for a backtick.
var Documentation = &checkdoc.Doc{
	Name:  "rpcerror",
	Title: `a tool's execution failure reported as a JSON-RPC error`,
	Finds: `A \'return\' in a tool handler whose error result can be non-nil on that path, when the
SDK sends that error to the client as a JSON-RPC error:

* **mcp-go**: every handler kind except \'mcp.NewStructuredToolHandler\' — \'server.ToolHandlerFunc\'
  (\'AddTool\', \'AddTools\', \'SetTools\', session tools), \'mcp.NewTypedToolHandler\' handlers.
  The error becomes JSON-RPC error **-32603** with \'message = err.Error()\'. That includes
  the errors of \'req.RequireString\' & co. and of \'BindArguments\'.
* **go-sdk low-level** \'mcp.ToolHandler\' (\'(*Server).AddTool\'): the error goes out as a
  JSON-RPC error with **code 0** (the code of a \'*jsonrpc.Error\' in its chain, if any).
* **functions adapted by a project wrapper** that forwards their error to one of the
  above (e.g. a \'Forward[In]\' that turns a typed-looking function into an
  \'mcp.ToolHandler\' and returns its error, or a \'wrap(fn func(ctx, args map[string]any)
  (any, error)) server.ToolHandlerFunc\' that adapts a project tool function taking the
  raw arguments, or a generic \'MakeHandler[In, Out](fn func(ctx, In) (*Out, error))\'
  of any package of the module that returns a handler calling the tool's own typed
  function; also a tool function kept in a field of a project record that an SDK handler
  of the package calls and whose error it forwards, \'s.RegisterTool(Tool{Name: "echo",
  Run: echo})\' with the closure \'out, err := t.Run(ctx, args); if err != nil { return nil,
  err }\', judged at the function's own returns, the forward itself not again when the
  package stores only such functions there (the function takes a context first, or only a
  struct of the project carrying one, \'func(params api.ToolHandlerParams)\' with a
  \'Context\' field: a mutator \'t.Handler = listHandler(p)\' of the package counts as a
  store); the same through a lookup of the records by
  name (\'out, err := s.execute(ctx, t.Name, args)\', \'execute\' returning
  \'s.tools[name].Run(ctx, args)\', through helpers of the package that hand the error on),
  and for a record another package of the module fills (\'reg.Tool{Name: "lookup", Handler:
  lookup()}\' given to \'reg.Registry.Add\'), whose functions are judged where they are
  filled: the record's package learns nothing of them, and its forward is then not judged;
  also the handlers a register function adapts to the registry's untyped function and
  keeps there (\'Add[P](r, def, fn)\' storing \'adapt(fn)\', a closure that calls \'fn\' and
  returns its error, into \'r.funcs[def.Name]\'), routed as the readers of the registry
  answer an entry's error (a handler \'Install\' registers for each entry), judged where
  the functions given to the register function return, in its package or another;
  also the handlers kept in records that one registered meta tool runs by the name in its
  arguments, \'res, err := e.Run(ctx, req); if err != nil { return nil, err }\' in its
  handler): the message names the wrapper. A wrapper that converts the error
  into an isError result makes the function's errors fine.
* **hand-rolled servers** whose tools/call dispatcher sends a tool's error as a JSON-RPC
  error: a tool returning a call-tool result, text or any value, or a result type that
  has no \'isError\' member (a struct whose JSON \'content\' member is a slice), and an
  error (a JSON-RPC error object built as a struct or as a map, \'{"code": code,
  "message": err.Error()}\', also by a helper given the code, or by another package's
  constructor of an error answer given the code and the error's text,
  \'protocol.NewErrorResponse(id, -32603, err.Error(), nil)\'); the message names the
  dispatcher. Tools a package registers with a hand-rolled
  server's exported register function (\'s.Register("div", "…", calc.Divide)\' storing a
  \'func(args map[string]any) (any, error)\' into the registry its tools/call code reads)
  are judged with that dispatcher's routing, at their own returns; so are the literals a
  table of tool records keeps in a function field and copies into the dispatch map (\'for
  _, e := range entries { s.tools[e.name] = e.fn }\'), the literals a registrar keeps in a
  map of record values (\'table[d.Name] = entry{d, fn}\', the record's struct type written
  out or named) that a lookup function the tools/call code calls runs (\'e, ok :=
  table[name]; …; return e.run(ctx, args)\'), with the code of the error object whose
  message or data carries the error's text (\'{Code: -32000, Message: "tool failed",
  Data: err.Error()}\'), also when the registrar and the lookup function sit in a package
  of their own that answers no tools/call (\'registry.Add(name, title, fn)\' from the
  dispatcher's init functions, \'registry.Run(ctx, name, args)\' from its tools/call code:
  the package calling the lookup function decides the routing), and the shared function a tool hands
  its work to with an argument of its own (\'return s.lifecycle(ctx, args, "start")\'),
  reported where it fails rather than at the tool's return. A name switch whose cases
  pick the tool's function into a variable the code calls after the switch (\'case
  "get_note": run = s.getNote\' … \'res, err := run(args)\') has those functions as its
  tools, routed as that call's error is answered. A name switch of text
  tools that returns a tool's error as its own (\'return s.run(ctx, …)\') is a tool too: a
  case's own failing returns before the call (\'n, err := intArg(args, "number"); if err
  != nil { return "", err }\') are reported, its unknown-name branch stays unknowntool's.
  So is a function of that signature that the tools/call code calls and whose cases are
  the tools' work itself (\'func callTool(params map[string]any) (any, error) { switch
  name { case "get": v, err := lookup(key); if err != nil { return nil, err } … } }\').
  Before such a switch, a failed call's error (\'no active session: %w\') fails every
  tool; a check of the request (\'params are required\', its JSON decoding) is no tool's.
  The code named is the dispatcher's for a tool's error (the error's text in the
  message, or in the data: \'s.fail(id, -32000, "tool failed", err.Error())\'): of two
  constant codes, the one that is not -32602 (which it gives an unknown tool or bad
  arguments), also when a variable holds them and the message is the error's text on
  one path (\'code, msg := -32000, "tool failed"; if errors.Is(err, errBadArgs) { code,
  msg = -32602, err.Error() }\').
  Tools behind an interface of the dispatcher's own package that a package of tools,
  importing it for its result types, implements with exported switchers
  (\'s.toolExecutor.ExecuteTool(ctx, params.Name, params.Arguments)\' in package mcp,
  \'func (t *DatabaseTools) ExecuteTool(ctx, name string, args map[string]any)
  (*mcp.ToolCallResult, error) { switch name { case "db_query": return t.query(ctx, args)
  … } }\' in package tools) are judged in the tools' package with the routing the
  dispatcher gives that method's error, when all its calls agree.
  So are the implementations of an interface of the package whose values the tools/call
  code looks up in a registry (a map or slice, also through a getter that locks it,
  \'t := s.registry.Get(name)\' returning \'r.tools[name]\' under a deferred unlock) and
  calls (\'res, err := t.Execute(ctx, args)\'), in its package or, when no type there
  is converted to the interface, in the packages of tools that import it for its types
  (each type that implements the interface is a tool; a third package may register them),
  with the code a helper of a helper gives (\'toolError(id, err.Error())\' returning
  \'newError(id, -32004, "Tool execution error: "+msg)\').
  A tool that returns the whole JSON-RPC response (\'func (s *srv) book(id any, args
  json.RawMessage) *response\', called in the name switch, building its result itself or
  through a package helper, \'return s.reply(id, text)\') answers its failures itself: a
  \'return\' of a response whose \'error\' member carries an execution failure is reported
  (\'return s.fail(id, -32603, "lookup failed", nil)\', the code and message read at the
  helper's call, through helpers of helpers and the envelopes of helpers it returns).
  So does a tool that returns nothing and writes its own response through the package's
  reply writers (\'s.callGetNote(id, args)\' in the name switch; \'s.sendError(id, -32603,
  err.Error()); return\' where \'sendError\' builds and writes a response whose \'error\'
  member is set): each call of a writer that writes an execution failure is reported
  there, the code and message read at the call.
  Besides -32603, code 0 and a message from a failed call's error, a generic server
  error (-32000..-32019, -32002 aside) whose data carries a failed call's error
  (\'fail(id, -32000, "query failed", err.Error())\', a data map with an \'"error":
  err.Error()\' member) is an execution failure; -32602 for bad arguments is not.
* **go-sdk typed** handlers (\'mcp.AddTool\' with \'ToolHandlerFor[In, Out]\'): a plain error
  is fine there (the SDK makes it an isError result). The check reports an *unwrapped*
  \'*jsonrpc.Error\' that carries an execution failure — code -32603 (internal error),
  code 0 (a literal without \'Code\'), or a message built from a failed call's error text
  (\'Message: err.Error()\') under a code other than -32602 — because the SDK passes it through as a protocol error.
  The same \'*jsonrpc.Error\' returned from a low-level handler is reported too.

Where the errors go is decided where it is known, which is often another package than
the handler's:

* a handler found only by its exported signature, or returned by an exported factory,
  and not registered in its own package, a named handler kept in an exported field of
  records its package never reads (\'var Registry = map[string]Entry{"fetch": {Tool: …,
  Handler: Fetch}}\', which another package ranges over: \'s.AddTool(e.Tool,
  e.Handler)\'), and a tool of a hand-rolled server that a
  dispatcher of another package calls, are decided by the package that registers or
  dispatches them: with the middleware of the server it registers them on (a
  middleware that turns errors into isError results makes them fine) and that
  package's decorators. The finding is still reported at the handler's own \'return\',
  under every driver, and its message names the registration (\'(registered by package
  main at main.go:31)\'). A handler that no analyzed package registers is not reported,
  unless a registered handler returns its results (\'return h.inner.List(ctx, req)\'):
  then its failing returns are reported where they are, and the delegating return is not.
  (A handler registered on a server that an exported function is given, \'func
  Register(s *server.MCPServer)\', is decided in its own package.) The tools a switcher
  of another package picks by the requested name (an exported function switching on a
  string parameter whose cases answer with two or more functions of a hand-rolled tool's
  signature, \'out, err := s.tools.Call(ctx, name, args)\') are decided likewise, by the
  package whose tools/call code calls the switcher; so are the exits of a switcher that
  looks the name up in a registry of tools behind an interface (its checks of the
  arguments after the lookup) and of the interface's implementations in its package
  (\'return t.Run(ctx, args)\' is theirs, not the switcher's). And the tools a
  hand-rolled server's tools/call code dispatches by name when their errors leave the
  package through an exported function's error result (\'func (s *Server)
  HandleRequest(raw string) (any, error)\' returning the tool's error as it is; a tool
  there may also return \'(any, error)\' with a result map, \'map[string]any{"content":
  …}\', on success) are decided by the package that calls that function and answers its
  error (\'resp, err := srv.HandleRequest(line); if err != nil { reply(-32603,
  err.Error()) }\' in the command), reported at the tools' returns (\'(dispatched by
  package main at main.go:56)\').
* middleware counts for the server it is installed on (an option passed to
  'server.NewMCPServer', 's.Use'), when that server is built where the handlers are
  registered; otherwise any converting middleware of the package counts. A middleware of
  another package, or another module, counts by what its package records of it
  (\'server.WithToolHandlerMiddleware(metrics.Instrument())\' with an \'Instrument\' whose
  middleware turns errors into isError results, named results returned bare included).
* a handler stored into a record that a converting wrapper replaces
  (\'s.AddTool(t.Def, wrap(t).Handler)\', \'wrap\' returning a new record) is decided by the
  readers of the record it was stored into, not by every reader of the field. A
  lookup of a registry by a name the code spells out (\'lint := a.tools["lint"]\' in
  another tool, which runs its sibling and answers its error itself) reads no dispatch:
  a handler a registration helper both registers and keeps there is decided by the
  registration.
* a handler kept in a record or map that several readers use (registered in a loop and
  also run in process, say) is reported when one of them is a registration that sends
  its errors as JSON-RPC errors.
* mcp-go **tool middleware** installed in the package ('server.WithToolHandlerMiddleware',
  's.Use'): a Go error its closure returns itself (a rate limit, a maintenance gate)
  goes out as -32603 for every call it stops; so does the error of a call whose verdict
  refused the request (\'allowed, err := limiter.Allow(id); if !allowed { return nil,
  fmt.Errorf("rate limit: %w", err) }\'), while the failure of a call that sets the
  request up (\'if _, err := session(req); err != nil\') is the server's own; 'return next(ctx, req)' passes the tool's
  own answer on and is judged in the tool. Not reported beside a converting middleware.
  A middleware of another package of the module (\'server.WithToolHandlerMiddleware(
  limiter.Middleware())\' in \'main\', with \'Middleware\' in \'pkg/client\') is reported
  at its own lines, under every driver, by the package that installs it on a server
  without a converting middleware, and its message names the installation (\'(installed
  by package main at main.go:190)\'); its package records those returns in a fact.
  Likewise the closure of a decorator of the package applied where a handler is
  registered ('s.AddTool(tool, withGrant("get_thing", getThing))', 'limited(search)', or
  inside the package's own AddTool override: 's.MCPServer.AddTool(tool, g.govern(tool.Name, h))'):
  its own errors go where the registered handlers' go, when no decorator on the way
  converts errors or does something unknown with them; also a decorator applied on one
  branch only (\'h := t.Echo; if l != nil { h = l.Wrap("echo", h) }; s.AddTool(tool, h)\').
  And the closure of a wrapper of the package that adapts a project tool function into
  an mcp-go handler, when every handler it makes is registered as it is
  (\'s.AddTool(tool, wrap(fn, schema))\'): its own errors (not the function's, which are
  judged in the function) go out as -32603 for every tool it adapts, reported when it
  makes them itself or when they come from a check of the request's arguments
  (\'args, err := s.check(req); if err != nil { return nil, err }\').

"Can be non-nil" is decided on SSA form, path by path: \'return res, err\' after
\'if err != nil { return ... }\' is not a finding; a \'return\' of a variable that is nil
on every path to it is not a finding; the error of a helper that never returns a
non-nil error is not a finding (same package by looking into it, other packages by the
\'NilErrorFact\' the results pass exports, also for the exported functions of the
module's packages without MCP code: \'return results.Soft(err)\' where \'Soft\'
returns \'(isError result, nil)\', \'return svc.Split(s)\' where \'Split\' returns
\'(words, nil)\'), nor is one that branches assign from such helpers and a test after
they merge returns (\'res, err = fromCache(k)\' on one branch, \'fromStore(k)\' on the
other), nor any return in the branch where such a helper's error is non-nil, which no
call reaches (\'if err != nil { return nil, fmt.Errorf("analysis failed: %v", err) }\'
after \'p, err := build(q)\'); a \'return res, err\' without a check is one, and so is
\'return results.Hard(err)\' where \'Hard\' returns \'(nil, err)\'.

An error's nature is read through everything that decides it away from the return:
phi nodes (a variable assigned on several branches and returned once), \'%w\' and
\'errors.Join\' operands, same-package helpers (the errors their returns can give:
\'return nil, invalidParams("q")\' where the helper builds a \'-32602\' \'*jsonrpc.Error\'),
helpers in other packages whose error is always a protocol answer (a fact records it:
\'return nil, apierr.InvalidParams("q")\'), also helpers that return the \'*jsonrpc.Error\'
itself (\'func Internal(err error) *jsonrpc.Error\', \'errs.RPC(jsonrpc.CodeInternalError, err)\':
built from a failed call's error, it carries an execution failure),
and values of project error types with an \'Unwrap\' method (the errors stored in their
error fields): a protocol answer or an mcp-go URL elicitation error held that way is not
a finding where the SDK finds it with \'errors.As\'.

Named results are followed through their variables: a bare \'return\' sends what was
last assigned (\'serverErr\' never assigned is nil, a local \'err\' is not the result), and
functions deferred over the results are part of every path — a \'recover\' block acts
only on a panic, so it neither hides nor causes findings at the returns (nor does it
decide where a wrapper sends a tool's error: \'out, err := fn(ctx, args)\' into the named
\'err\', then \'return failure(err), nil\', converts it, even though a recovered panic
would hand back what \'err\' held); a deferred
function that clears the error (\'if err != nil { res = …; err = nil }\') makes every
return's error nil; one that may set the error (a failed commit or close) is not
attributed to any return.`,
	Why: `The model reads a tool's *result*. If the tool ran and its work failed — an upstream
500, an I/O error, "not found", a timeout, a bad argument value — the model needs to
read that to retry with other arguments, pick another tool or tell the user. The spec
(2025-06-18 and later, \'server/tools.mdx\') puts such failures in a result with
\'isError: true\'; JSON-RPC errors are for protocol failures (unknown tool, malformed
request). A JSON-RPC error goes to the client, which typically shows or logs it; the
model never sees it.`,
	Bad: `// mcp-go
func (d *deps) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("q")
	if err != nil {
		return nil, err // -32603: the model never learns that q is missing
	}
	hits, err := d.db.Search(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err) // -32603
	}
	...
}

// go-sdk low-level handler: {"code":0,"message":"…"}
return nil, err

// go-sdk typed handler: passed through as a protocol error
return nil, out{}, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "db down"}`,
	Good: `// mcp-go
q, err := req.RequireString("q")
if err != nil {
	return mcp.NewToolResultError(err.Error()), nil
}
hits, err := d.db.Search(ctx, q)
if err != nil {
	log.Printf("search %q: %v", q, err)
	return mcp.NewToolResultError("search failed"), nil
}

// go-sdk low-level handler
return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "fetch failed"}}}, nil

// go-sdk typed handler: the SDK turns a plain error into an isError result
return nil, out{}, errors.New("db down")`,
	Fix: `Where it surely compiles — the handler returns exactly \'(result, error)\', the file
imports the SDK's \'mcp\' package under a name that is not shadowed at the return, the
error is non-nil on every path to the return, no local variable loses its last use and
no import becomes unused (also when all fixes of the file are applied together), and the
function is not adapted by a project wrapper — the fix replaces the return with:

* mcp-go: \'return mcp.NewToolResultError(<text>), nil\'
* go-sdk: \'return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: <text>}}}, nil\'

using the file's own import name. \'<text>\' never copies text that \'errorleak\' would
report in the result (secrets, stack traces, raw database and infrastructure error
text); the fix asks errorleak's taint analysis what the returned error carries:

* \'errors.New("x")\' → \'"x"\'; \'fmt.Errorf(f, args…)\' without error operands →
  \'fmt.Sprintf(f, args…)\'; a variable holding only such errors, also when they come
  from same-package helpers that only return errors they create themselves (an
  argument parser) → \'err.Error()\';
* the error of an SDK argument helper (\'RequireString\', \'BindArguments\') → \'err.Error()\';
* \'fmt.Errorf("failed to get resource: %w", err)\' whose text errorleak would not
  report (an upstream API's "namespaces \"x\" not found", an error the code created,
  an argument helper's) → the whole message, same format and operands:
  \'fmt.Sprintf("failed to get resource: %v", err)\', so the model still learns what
  to correct;
* \'fmt.Errorf("fetch %s: %w", url, err)\' whose cause errorleak would report (the cause
  last, after a separator, its other operands not errors) → the code's own message
  without the cause, \'fmt.Sprintf("fetch %s", url)\', and, before the return, a
  statement that logs the cause with the logger the file uses: a logger variable in
  scope (\'*slog.Logger\', \'*log.Logger\', \'*zap.Logger\', \'*zap.SugaredLogger\', a logrus
  \'*Logger\', \'*Entry\' or \'FieldLogger\'), else a logger field of the method's receiver,
  else the package among \'log/slog\', logrus and \'log\' that the file calls most:
  \'slog.Error("fetch failed", "error", err)\', \'s.log.Printf("fetch %s: %v", url, err)\',
  \'logger.Error(msg, zap.Error(err))\', \'logrus.WithError(err).Error(msg)\'. The fix's
  title says which logger it used or, when nothing logs the cause (no logger in the
  file, or a secret, which has no place in logs either), that the cause is left out
  because errorleak would report it;
* anything else (\'return nil, err\' of an upstream call's error): no fix. The fix never
  makes a message up from the callee's name.`,
	SDK: `What the SDKs do with a handler's error:

| SDK / handler | wire |
|---|---|
| mcp-go \'ToolHandlerFunc\', \'NewTypedToolHandler\' | JSON-RPC -32603, \'message = err.Error()\' |
| mcp-go \'NewStructuredToolHandler\' | isError "tool execution failed: …" (not reported) |
| go-sdk \'ToolHandler\' (low-level) | JSON-RPC error with code 0 (!), every version |
| go-sdk \'ToolHandlerFor\' (typed) | isError with \'err.Error()\'; an unwrapped \'*jsonrpc.Error\' passes through |

From **mcp-go v1.5.0** (v1.5.0 and v1.6.0 checked on the wire) a handler may return
\'server.NewHandlerError(p)\' for a \'server.JSONRPCErrorProvider\' \'p\' (an error with a
method \'JSONRPCError() mcp.JSONRPCError\'): the server finds it with \'errors.As\', also
wrapped, and sends the provider's code, message and data instead of -32603. An
execution failure sent that way (code -32603 or 0, or a message built from a failed
call's error) is reported, naming server.NewHandlerError; a provider with another
constant code (-32602 for bad arguments) is a protocol answer and is not. A provider
returned *without* \'NewHandlerError\' still goes out as -32603, and is reported like any
plain error. \'NewStructuredToolHandler\' turns \'NewHandlerError\' into isError text like any
error, and from v1.5.0 passes a URL elicitation error on to the server (-32042 before
protocol 2026-07-28, -32603 under it) instead of isError text.`,
	NotReported: `* A hand-rolled tool's error that wraps (or is) a sentinel of the package which code
  outside the tools tells apart (\'fmt.Errorf("%w: key is required", errInvalidArgs)\'
  where the dispatcher does \'if errors.Is(err, errInvalidArgs) { code = -32602 }\'): the
  dispatcher answers it otherwise than a tool's failure. A helper's error that may also be
  a plain one (a store's failure) still counts.
* An adapter's forward of the error of a handler kept in a record field
  (\'res, err := t.Handler(ctx, p); if err != nil { return nil, err }\') when every
  function the package stores in that field answers its failures as results, never as
  an error, or is a tool function judged at its own returns (above), also through a
  lookup, and when only other packages fill the field. An error of the lookup's own (a name
  the table lacks) is still reported at the forward.
* \'ctx.Err()\', \'context.Cause(ctx)\', \'context.Canceled\', \'context.DeadlineExceeded\'
  returned as is, and anything returned where the context is known to be done (in the
  \'case <-ctx.Done():\' of a select, or under \'if ctx.Err() != nil\'): a cancelled call
  has nobody waiting for a result.
* mcp-go \'mcp.URLElicitationRequiredError\' (value or pointer, also wrapped, also
  inside \'server.NewHandlerError\'): a deliberate protocol flow (-32042).
* mcp-go \'server.NewHandlerError(p)\' whose provider's code is not known from the
  source of its \'JSONRPCError\' method in the same package (a code taken from a field,
  a provider of another package, a provider behind an interface).
* a go-sdk \'*jsonrpc.Error\' that is a genuine protocol answer (-32602 for bad params,
  whatever its message: \'Message: fmt.Sprintf("invalid arguments: %v", err)\' when the
  arguments do not decode tells the client what to fix; \'mcp.ResourceNotFoundError\', \'mcp.URLElicitationRequiredError\', an application code
  with a static message), unwrapped or — in low-level handlers, where the code
  survives — wrapped. \'wrappedrpcerror\' reports wrapping that loses something.
  A tool of a hand-rolled server that returns the project's own JSON-RPC error object
  (\'func(ctx, args) (*CallResult, *RPCError)\'), which its dispatcher puts into the
  response as it is, is judged the same way: \'&RPCError{Code: -32602, Message: "q is
  required"}\' (or a helper that builds one) is not reported; code -32603, code 0 or a
  message built from a failed call's error (with any other code) is.
* the results of another discovered handler (\'return s.search(ctx, req)\'): reported
  where that handler returns its error.
* the marshalling error of an SDK result constructor (\'return mcp.NewToolResultJSON(v)\'),
  also when a same-package helper hands it on (\'return jsonResult(v)\').
* failures of the server itself rather than of the tool's work, which is what -32603
  is for ("the server broke in a way unrelated to the tool's own semantics"):
  encoding the server's own data with a JSON library (\'json.Marshal\', \'MarshalIndent\',
  \'(*json.Encoder).Encode\', sonic, go-json, jsoniter; also wrapped with \'%w\', printed
  into a new error with \'%v\', or returned by a same-package helper), and a
  value the server puts into the context missing (\'ctx.Value(k)\' failing its nil or
  comma-ok check, or both (\'if !ok || v == nil\'), \'x := FooFromContext(ctx); if x == nil\', or its error,
  \'x, err := FooFromContext(ctx); if err != nil\', including
  \'server.ClientSessionFromContext\'), a failed client getter of the context alone
  (\'ctx, client, err := getClient(ctx)\', a function, method or function value whose
  only parameter is the context and one of whose results is of a type named
  \'…Client\' or \'…Clients\': its failure is the server's configuration, not the
  call's arguments), reading \'crypto/rand\' (\'rand.Read\', \'rand.Int\', which do
  not fail), any return in the branch where encoding the server's own value to JSON
  failed, whatever error it returns there (\'if mErr != nil { return nil, e }\'; a
  same-package helper whose only failing returns are such does not fail), a dependency
  the server wires into a tool's receiver missing (\'if t.Store == nil {
  return nil, errors.New("store not configured") }\' in a tool's method, a fresh error
  in the branch where a field of the receiver is nil), and a miss in
  the server's own table for what a handler's factory was
  given (\'cfg, ok := kinds[kind]; if !ok\' with \'kinds\' a package-level map and
  \'kind\' the factory's parameter or a constant: the same for every call of the
  tool). Argument decoding (\'json.Unmarshal\',
  \'BindArguments\') is the tool's work and stays reported.
* answers to an unknown tool name in a tool-name dispatch (the \'unknowntool\' check owns
  them).
* generated files and \'_test.go\' files.`,
	Limits: `* Nilness is intraprocedural except for the callees of the error (same-package ones
  looked into up to four levels, other packages through \'NilErrorFact\'): an error of
  another package's function without that fact is assumed possibly non-nil.
* The context-plumbing exemption knows values read with \'ctx.Value\', functions of
  the context alone named by the \'FromContext\' convention and client getters of the
  context alone returning a \'…Client(s)\' type; a getter of another shape (one that
  also takes the tool's arguments, or returns a type named otherwise) is still
  reported. A \'crypto/rand\' failure is known inside the package only: another
  package's password helper that reads it is still reported.
* A handler that a project wrapper adapts is checked with the wrapper's routing as
  recorded by discovery; wrappers whose routing is unknown are not checked.
* Hand-rolled dispatchers are checked only where discovery knows their routing.`,
	Exits:    []string{"client", "unknown"},
	Since:    "v0.1.0",
	Severity: checkdoc.Error,
}
