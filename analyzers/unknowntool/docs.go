package unknowntool

import "github.com/mcplint/mcplint/analyzers/checkdoc"

// Documentation is the documentation of the unknowntool check, the source of
// its Analyzer.Doc, "mcplint help unknowntool", docs/checks/unknowntool.md and its
// SARIF rule. In its raw strings, \' stands for a backtick.
var Documentation = &checkdoc.Doc{
	Name:  "unknowntool",
	Title: `an unknown tool must be answered with JSON-RPC -32602`,
	Finds: `A decision on the requested tool's name of a \'tools/call\' whose *miss* branch — the
one that runs when the name matches no tool — answers with anything but the JSON-RPC
error -32602 (invalid params):

| Miss branch answers | Reported as |
|---|---|
| an \'isError\' result (\'mcp.NewToolResultError\', \'IsError: true\', a go-sdk typed handler's error, a hand-rolled \'map[string]any{"isError": true, "content": …}\' literal) | an isError result |
| \'-32601\' (method not found) | -32601: the method \'tools/call\' exists; the tool does not |
| \'-32603\' or another code | that code |
| a plain Go error | mcp-go sends it as -32603, a go-sdk low-level handler as code 0 |
| a normal result | a successful result |

Decisions it recognizes, on \'req.Params.Name\' (mcp-go \'CallToolParams.Name\', go-sdk
\'CallToolParamsRaw.Name\'), a local variable holding it, the \'name\' field of a
hand-rolled params struct (named, also inside a function, or anonymous) with JSON fields \'name\' and \'arguments\'
(arguments of type \'map[string]string\' are a prompts/get request's, not a tool call's),
a hand-rolled server's \'params["name"].(string)\' on params decoded into a
\'map[string]any\' (in the code that answers \'tools/call\': its case or branch on the
method, a function registered for it, and the functions those call), a part of the name
(\'strings.TrimPrefix(name, "gh_")\', \'TrimSuffix\', the halves of \'strings.Cut\' or
\'CutPrefix\', the elements of \'strings.Split\'/\'SplitN\': a namespace and a tool looked
up in two levels), or a string parameter of a function of the package that every call
passes the name (\'s.callTool(ctx, p.Name, p.Arguments)\'):

* \'switch name { … default: … }\' — the default clause; without one, the statements
  after the switch when every case returns;
* \'h, ok := tools[name]; if !ok { … }\', \'h := tools[name]; if h == nil { … }\',
  \'if tools[name] == nil { … }\' (or \'== ""\'), \'h, ok := registry.Lookup(name); if !ok || … { … }\',
  \'h, err := registry.Get(name); if err != nil { … }\' and
  \'h := registry.GetTool(name); if h == nil { … }\' (a getter of the package whose body returns its map's entry for the
  parameter the name is passed to, or the element of a slice whose name equals it,
  \'for i := range r.tools { if r.tools[i].Name == name { return &r.tools[i] } }\': a getter
  of a session, a prefix match or a computed value is no tool lookup) when the call is given only the
  name (not the tool's arguments: \'execute(ctx, name, args)\' runs the tool) and \'h\' is
  then used (\'h(ctx, req)\', \'h.Run(…)\', \'run(h, args)\') — the not-found branch; up to
  three calls or plain reads into new locals that do not use the looked-up values may
  stand between a lookup and its test (\'s.mu.RUnlock()\', a log line, \'frozen :=
  r.frozen\'), and so may a lookup of the same name in a second
  map (\'h2, ok2 := s.extra[name]; if !ok && !ok2 { … }\');
* \'for _, t := range tools { if t.Name == name { …; return … } }\' — the statements after
  the loop; \'for … { if t.Name == name { found = t; break } }; if found == nil { … }\' — the
  not-found branch;
* \'switch { case name == "a": … case strings.HasPrefix(name, "gh_"): … default: … }\' — the
  default clause;
* \'if name == "a" { … } else if name == "b" { … } else { … }\' — the final else (with
  \'strings.HasPrefix\'/\'HasSuffix\' tests in the chain or a tagless switch, only an error
  answer there: the rest may be the shared handling of a group of tools).

A miss branch that returns nothing itself but makes what a later return sends
(\'default: res = mcp.NewToolResultError(…)\' before \'return res, nil\') is judged by that
result or error.

Where it looks:

* **multi-tool handlers**: one SDK handler registered for several tools that switches
  on the requested name, or looks the tool up in a registry and calls it (an adapter
  layer that \'mcplint -handlers\' does not list, but whose miss branch answers the client);
* **hand-written dispatchers**: a hand-rolled server's \'tools/call\' code (and helpers
  outside SDK handlers) — judged by the JSON-RPC code it sets (also through project
  helpers such as \'errorResponse(id, code, msg)\', or a straight-line helper of this or
  another package that builds the whole response with a constant code), the isError
  result it builds (also through a straight-line helper of the package that returns
  nothing and writes the response itself, \'s.toolFail(id, "Unknown tool: "+name)\', or
  returns it encoded, \'return toolError("unknown tool: " + name)\' with \'toolError\'
  returning \'json.Marshal\' of an isError result), or the successful result it builds. A miss branch that returns a
  plain error (\'func (s *Server) execute(name string, …) (*Result, error)\') is judged by
  what the package's callers do with it: when every call is followed by
  \'if err != nil { … }\' and every such branch answers alike (\'-32603\', an isError
  result, also a result map a same-package helper builds, \'errorResult(err.Error())\'),
  that is the answer; when some callers are in the tools/call code, only those count
  (a command-line entry point calling the same function prints the error), and calls
  in \'_test.go\' files never do; a caller that answered unknown names before the call
  does not count. A call assigned in a branch (\'text, err = s.callTool(name, args)\')
  whose error is tested right after the decision (or after up to two statements that
  leave the error alone: \'resp := map[string]any{"jsonrpc": "2.0", "id": id}\') counts as
  followed by that test, and so
  does a miss branch that only assigns the error (\'default: err = fmt.Errorf(…)\'); a
  caller that returns the call's results as they are (\'case "tools/call": return
  s.handleToolCall(msg)\'), or whose branch returns the error as it is with only zero
  values beside it (\'if err != nil { return nil, err }\', as the tools/call function does with
  a registry method's error), hands the decision to its own callers, two levels up; a
  branch that asks which error it is (\'errors.Is\', \'errors.As\', a comparison, a type
  switch) may answer unknown tools apart and decides nothing;
* **switchers of another package**: an exported function of a tools package that
  switches on a string parameter whose cases (two or more) answer with functions of a
  hand-rolled tool's signature (\'func (m *Manager) Call(ctx, name string, args
  map[string]any) (any, error)\'), called by the tools/call code of another package with
  the requested name (also read in two steps: \'raw := params["name"]\', \'name :=
  raw.(string)\'); or that looks the name up in a registry of tools behind an interface
  (\'t, ok := c.tools[name]; if !ok { return nil, fmt.Errorf("no tool %q", name) }; return
  t.Run(ctx, args)\', a map whose values have a method of a hand-rolled tool's signature),
  also when the tools/call code calls it through an interface of its package that its
  type implements (\'s.toolService.CallTool(ctx, name, args)\').
  Its error for a name no case takes (its \'default\' clause, the return after a switch
  whose cases all return, or the lookup's miss branch) is answered the way the calling
  package answers a tool's error, and is reported at that error, naming the call.
* **registries of another package**: a package that keeps text tools in a registry
  (\'Register(desc, fn)\') and runs them from one exported function
  (\'Call(ctx, name, args)\': \'e, ok := registry[name]; if !ok { return nil,
  errors.New("unknown tool: " + name) }; return e.fn(ctx, args)\'), whose tools another
  package registers and runs from its tools/call code: the runner's error for a name the
  registry does not hold is reported there the same way, unless that code asks which
  error it got (\'errors.Is(err, registry.ErrUnknownTool)\').
* **commands that answer another package's tools/call code**: a package whose
  tools/call switch returns an unknown name's error (its \'default\' clause) as its own,
  out of an exported function (\'func (s *Server) HandleRequest(raw string) (any,
  error)\'), whose error the command that reads the requests answers
  (\'resp, err := srv.HandleRequest(line); if err != nil { reply(-32603, …) }\'): reported
  at that error, naming the command's call, as that command answers it.

In SDK handlers the result a miss branch returns is evaluated by the results model
(\'passes/results\'): through variables, helpers (same package or, via facts, others),
\'res.IsError = true\' after construction, and an error variable known to be nil there
(\'return mcp.NewToolResultError(…), err\' after \'err != nil\' was handled); a go-sdk
\'*jsonrpc.Error\' a helper returns is judged by its code (\'return nil, unknownTool(name)\'
where the helper answers -32601 is a finding), and so is a helper that returns the whole
pair (\'return unknownTool(name)\': its result, its error and whether that error is ever
set, as the model follows them). Results built in hand-rolled
dispatchers are evaluated by the same model: helpers, \'res.IsError = true\' after
construction.`,
	Why: `The MCP specification calls "unknown tools" a protocol error, and the schema's
\'InvalidParamsError\' (-32602) is documented as "Tools: Unknown tool name or invalid tool
arguments" (2025-06-18's example is \'-32602 "Unknown tool: …"\'). Both SDKs answer it
that way themselves: mcp-go with -32602 \'tool 'x' not found\', go-sdk (v0.3.0 on) with
-32602 \'unknown tool "x"\' (HTTP 400 over streamable HTTP with 2026-07-28).

A client that gets -32602 knows the tool does not exist and can refresh its tool list.
An \'isError\' result tells the model the tool ran and failed; -32601 claims \'tools/call\'
itself is unsupported; code 0 and -32603 carry no meaning it can act on.`,
	Bad: `// mcp-go multi-tool handler
func dispatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "search":
		return search(ctx, req)
	default:
		return mcp.NewToolResultError("unknown tool"), nil
	}
}

// go-sdk low-level handler
return nil, fmt.Errorf("unknown tool %q", req.Params.Name) // code 0

// hand-rolled server
if _, ok := s.tools[p.Name]; !ok {
	return errorResponse(id, -32601, "unknown tool")
}`,
	Good: `// mcp-go: register each tool with its own handler; the SDK answers unknown names.
s.AddTool(mcp.NewTool("search", …), search)

// go-sdk low-level handler (in a typed handler, return it unwrapped)
return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"} // -32602

// hand-rolled server
if _, ok := s.tools[p.Name]; !ok {
	return errorResponse(id, -32602, "unknown tool")
}`,
	Fix: `Answer with -32602. The suggested fix replaces a constant code in the miss branch with
\'-32602\'; for plain errors and isError results the message says what to return. In
mcp-go, register tools individually.`,
	SDK: `In **mcp-go before v1.5.0** a tool handler cannot choose its JSON-RPC code: every
returned error becomes -32603 (\'mcp.JSONRPCError\' does not implement \'error\'). So a
multi-tool handler cannot answer an unknown tool correctly at all. From **mcp-go v1.5.0**
(checked on the wire with v1.5.0 and v1.6.0) it can: \'return nil,
server.NewHandlerError(e)\', where \'e\' is an error with a method \'JSONRPCError()
mcp.JSONRPCError\' that answers \'mcp.INVALID_PARAMS\', sends -32602 with e's message
(also when wrapped with \'%w\'; \'NewStructuredToolHandler\' still makes it isError text).
Such an answer is not reported; one whose provider answers another constant code is, with
that code. A provider returned without \'NewHandlerError\' is still -32603. The same holds for **go-sdk before
v1.2.0**, where user code cannot build a \'*jsonrpc.Error\' (the alias of the internal
\'WireError\' arrived in v1.2.0); the message then gives the same advice.

Both SDKs answer a name that no registered tool has themselves: mcp-go with -32602
\'tool 'x' not found\', go-sdk (v0.3.0 on) with -32602 \'unknown tool "x"\'. In a go-sdk
typed handler (\'mcp.AddTool\') return the \'*jsonrpc.Error\' **unwrapped**: a wrapped one
(\'fmt.Errorf("…: %w", e)\') becomes isError text.`,
	NotReported: `* Outside SDK handlers, a miss branch that returns a plain Go error whose callers do not
  all check it and answer alike: who turns it into a response is not known.
* Branches whose answer is not constant or is built elsewhere (a \'*jsonrpc.Error\' from a
  function), \'(nil, nil)\' (see the nil-result checks), a branch that hands the request
  to another handler (\'default: return s.generic(ctx, req)\'),
  and decisions on transformed names (\'strings.ToLower(name)\').
* A registry method's miss (or any function's) whose caller asks which error it got
  (\'errors.Is(err, errUnknownTool)\'): that caller may answer -32602 there.
* The found flag of \'strings.CutPrefix(name, …)\': a name without the prefix may be
  served elsewhere.
* A successful result *after* a switch without default (or after a lookup or if-chain
  with no else): that code may be the shared handling of the tools the decision did not
  single out. Error answers there are reported, and so is a successful result after a
  lookup whose found branch returns what running the found tool gives
  (\'if t, ok := tools[name]; ok { return t(ctx, req) }\').
* Tool filters and session tools: the SDK answers those lookups itself. So does a lookup
  by tool name in an mcp-go tool handler middleware (\'server.WithToolHandlerMiddleware\',
  a schema table the tool adder fills): mcp-go answers a tool it does not know with -32602
  before any middleware runs.
* Inside an SDK handler, the name field of a record whose JSON has \'name\' and
  \'arguments\' (a configured job looked up by a tool argument): the SDK parsed the
  request, and its tool name is \'req.Params.Name\'.
* mcp-go \'server.NewHandlerError(e)\' whose provider's code is not a constant of its
  \'JSONRPCError\' method in the same package (a field, another package's type).`,
	Since:    "v0.1.0",
	Severity: checkdoc.Warning,
}
