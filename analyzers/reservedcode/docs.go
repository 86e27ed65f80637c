package reservedcode

import "github.com/mcplint/mcplint/analyzers/checkdoc"

// Documentation is the documentation of the reservedcode check, the source of
// its Analyzer.Doc, "mcplint help reservedcode", docs/checks/reservedcode.md and its
// SARIF rule. In its raw strings, \' stands for a backtick.
var Documentation = &checkdoc.Doc{
	Name:  "reservedcode",
	Title: `JSON-RPC error codes the server may not mint`,
	Finds: `An integer constant that becomes the \'code\' of a JSON-RPC error object and
falls into a band the MCP specification keeps for itself:

| Code | Message says |
|---|---|
| -32020..-32099, not a spec code | a private code inside the band MCP reserves for its own codes |
| -32020, -32021, -32022, -32042 from a project constant (or with a constant message) that names something else | a spec code used for a different meaning |
| -32002 | replaced by -32602 in 2026-07-28 |
| -32000..-32019 (except -32002) | the legacy band new implementations should not use |

Code sites it understands:

* go-sdk: \'&jsonrpc.Error{Code: …}\' (and assignments \'e.Code = …\');
* mcp-go: \'mcp.NewJSONRPCError(id, code, …)\', \'mcp.NewJSONRPCErrorDetails(code, …)\',
  \'mcp.JSONRPCErrorDetails{Code: …}\';
* hand-rolled error structs: a struct with JSON fields \'"code"\' (an integer) and \'"message"\', named or not
  (\'body.Error.Code = …\' on the unnamed \'Error\' member of a 403 body);
* hand-rolled error objects written as map literals with string keys and interface values:
  constant keys \'"code"\' and \'"message"\', the code a constant inside -32768..-32000
  (\'map[string]any{"code": -32001, "message": "unauthorized"}\'; an HTTP error body's
  \'{"code": 404, …}\' is not one); in a package of the module without MCP code (an HTTP
  auth middleware), such a map counts when it is the \'"error"\' member of a map that
  also has a \'"jsonrpc"\' member; such an \'"error"\' member of a \'"jsonrpc"\' map may take its
  code from a helper's parameter (\'fail(req, -32000, err.Error())\' building
  \'map[string]any{"jsonrpc": "2.0", "error": map[string]any{"code": code, "message": msg}}\');
* project helpers whose parameter becomes such a code
  (\'func rpcErr(code int, msg string) *jsonrpc.Error\'), in the same package or any
  other one (the helper is recorded as a fact, \'handlers.CodeParamFact\'); the call's
  constant string argument is taken for the message;
* a field of a struct of the package (a Go error without JSON tags, say) whose value a
  code site above copies (\'errResp(id, pe.Code, pe.Message)\'): the constants the
  package stores into that field (\'&protoErr{Code: -32004}\', \'pe.Code = …\'),
  reported at the store;
* a local variable that a code site above uses (\'Error: &rpcError{Code: code, …}\'): the
  constants the function assigns to it (\'code = int(errs.CodeSequence)\') and those a
  function of the package returns into it (\'code, msg = codeFor(err)\' where \'codeFor\'
  returns \'-32070, "upstream failed"\'), reported where each is written; the codes in
  -32099..-32000 that an exported function of another package returns there (\'code, msg
  = errs.ToRPC(err)\', by \'return -32070, "…"\' or into a named result before a bare
  return; recorded as a fact, \'reservedcode.CodeReturnsFact\'), reported at the call,
  once, naming the function's other such codes;
* a call of such a function as the code itself (\'Code: errs.CodeOf(err)\').

The value is followed through named constants, typed constants and numeric
conversions; the finding is reported where the code is used, not where the
constant is declared. An error object that an error is only compared with
(\'errors.Is(err, &jsonrpc.Error{Code: -32004})\', \'err == …\', recognizing the SDK's own
"server closing" error) mints no code and is not reported.`,
	Why: `The MCP specification (revision 2026-07-28, \'basic/index.mdx\', \'schema.ts\'):

* reserves **-32020..-32099** for codes the spec defines: \'HEADER_MISMATCH\' -32020,
  \'MISSING_REQUIRED_CLIENT_CAPABILITY\' -32021, \'UNSUPPORTED_PROTOCOL_VERSION\' -32022,
  and (since 2025-11-25) \'URL_ELICITATION_REQUIRED\' -32042. A client that receives a
  private code from this band takes it for a spec code, today or after a future
  revision assigns it;
* calls **-32000..-32019** a legacy band: new codes must not be allocated there, new
  implementations should not use it, and receivers must not assume a meaning apart
  from -32002;
* replaces **-32002** (resource not found) with -32602; 2026-07-28 implementations
  must not send -32002 (go-sdk switched in v1.7.0; mcp-go chooses per request);
* asks applications to allocate their own codes **outside -32768..-32000**.

A spec code used for another meaning is worse than a private one: a client acts on
-32042 by opening the elicitation URLs in \'data\', on -32022 by renegotiating the
protocol version.`,
	Bad: `const codeRateLimited = -32050

return nil, &jsonrpc.Error{Code: codeRateLimited, Message: "rate limited"} // reserved band
mcp.NewJSONRPCError(id, -32001, "session not found", nil)                  // legacy band
return nil, &jsonrpc.Error{Code: -32002, Message: "no such resource"}      // replaced by -32602`,
	Good: `const codeRateLimited = -31050 // outside -32768..-32000

return nil, &jsonrpc.Error{Code: codeRateLimited, Message: "rate limited"}
return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "no such resource"}
return nil, mcp.URLElicitationRequiredError(elicitations) // SDK code, for its meaning`,
	Fix: `Use a standard code where one fits (-32602 invalid params, -32603 internal error),
the SDK's constants for MCP's own codes when you mean them, and otherwise an
application code outside -32768..-32000. For a tool's *execution* failure, use
neither: return an \'isError\' result.`,
	SDK: `* **go-sdk**: \'&jsonrpc.Error{Code: …}\' carries any code; \'jsonrpc.Error\' is usable by
  user code from v1.2.0 on. go-sdk itself switched resource-not-found from -32002 to
  -32602 in v1.7.0. Its own constants (\'mcp.CodeURLElicitationRequired\' and the like)
  are spec codes and are fine for their meaning.
* **mcp-go**: \'mcp.NewJSONRPCError\', \'NewJSONRPCErrorDetails\' and \'JSONRPCErrorDetails\'
  carry any code; a tool handler's own error always becomes -32603, so codes come from
  hand-written responses and hooks. mcp-go chooses -32002 or -32602 per request.
* **hand-rolled** JSON-RPC types are recognized by their JSON fields \'code\' and \'message\'.`,
	NotReported: `* The SDKs' own constants (\'mcp.RESOURCE_NOT_FOUND\', \'mcp.CodeURLElicitationRequired\',
  …), and project constants defined from them, are taken to be used for their meaning.
* A spec code written as a bare literal is reported as "different meaning" only when
  the error's message is a constant that does not mention the meaning (e.g. -32042
  with "quota exceeded"); without a constant message it is given the benefit of the
  doubt.
* Codes that are not constants (computed, read from a table), codes in the rest of
  -32768..-32100 (JSON-RPC's own reserved range, e.g. mcp-go's -32800), and codes in
  \'_test.go\' and generated files.
* A package is looked at only when it uses an MCP SDK or declares hand-rolled MCP
  types (or imports a package that does); a helper called from a package that does
  neither is not followed. A package whose only MCP-like type is a JSON-RPC error
  struct, without tool handlers, a hand-rolled call-tool result or the name of a
  method only MCP has (\'"tools/call"\', \'"tools/list"\', \'"resources/read"\', …, written
  as a literal or a string constant of any package, \'case vo.MethodToolsCall\'), may be a
  JSON-RPC peer of another protocol (an agent protocol's \'"session/prompt"\', LSP)
  whose codes MCP's bands do not govern: there only \'"jsonrpc"\' response maps count, as
  in a package without MCP code.
* A project's structured error (a Go error with JSON \'code\' and \'message\' fields,
  returned from SDK handlers, whose code ends up in the text of an isError result or
  a -32603 message) unless this package or the type's own package shows it on the
  wire: a struct field or map entry named "error" that can hold it, or a code site
  that copies its code (\'wire.Fail(id, re.Code, re.Message)\' after \'errors.As\').
* The error payload of another package's message that is no JSON-RPC response (a
  project's own IPC between an adapter and a broker: \'ch <- ipc.ToolResult{Error:
  &ipc.ErrorPayload{Code: -32000, Message: msg}}\', whose message the tool answers in
  an isError result), unless a JSON-RPC response proper (a struct with \'"jsonrpc"\' and
  \'"error"\' members) of this package or the type's own package can hold it.`,
	Exits:    []string{"client"},
	Since:    "v0.1.0",
	Severity: checkdoc.Warning,
}
