// Package handlers discovers MCP tool handlers: every function that serves
// as a tool handler in a package, with its SDK, kind, constant tool name and
// the routing of the errors it returns.
//
// Discovery works on types and callees, never on names:
//
//   - a function value converted (explicitly or by assignment, argument
//     passing, return or struct field) to an SDK's named handler type:
//     mcp-go server.ToolHandlerFunc, mcp.TypedToolHandlerFunc,
//     mcp.StructuredToolHandlerFunc; go-sdk mcp.ToolHandler and
//     mcp.ToolHandlerFor. This covers AddTool, AddTools, SetTools,
//     AddSessionTool(s), server.ServerTool literals (in slices, maps and
//     loops), the generic go-sdk mcp.AddTool, the mcp-go typed adapters and
//     factories that return a handler; the value is followed into the
//     variables a closure captures (a record's `RegisterWith: func(s) {
//     mcp.AddTool(s, def, handler) }` registers the handler built beside it)
//     and into package-level variables that only package initialization
//     sets (`var searchLogged = logged("search", search)`; a variable a
//     function reassigns or whose address is taken is not followed, and
//     what _test.go files do to it is left out);
//   - local registration helpers: a parameter of a func literal bound to a
//     local variable (or called directly) that the literal registers
//     (`add := func(t mcp.Tool, h H) { s.AddTool(t, wrap(t.Name, h)) }`)
//     holds what the literal's callers in the enclosing function pass
//     (`add(mcp.NewTool("a"), x.a)`), with the literal's decorators; a
//     record field handed to such a helper is routed as the helper
//     registers its parameter;
//   - project-local wrappers: a function that takes a function parameter and
//     turns it into an SDK handler (or registers it). Whether the inner
//     function's error reaches the wire as a JSON-RPC error or as an isError
//     result depends on what the wrapper does with it, decided by analyzing
//     the wrapper and recorded as a [WrapperFact] for other packages (of
//     several function parameters, a handler-like one is the tool: not
//     a client getter `get func() (any, error)` given first);
//   - project records and registries: a function kept in a field of a
//     project struct (a tool record) or in a map of handlers (a registry
//     filled by RegisterTool) reaches the SDK the way the readers of that
//     field or map pass it on: registered as it is, through a wrapper, or
//     called by a dispatcher that forwards the error (JSON-RPC), turns it
//     into a result (isError) or into a hand-rolled JSON-RPC error, or
//     returned by a getter (behind a project interface) whose callers do
//     one of these. With no reader in sight its routing is unknown, but
//     for a named function kept in an exported field (a registry that
//     another package ranges over and registers): that package decides,
//     as for an exported handler ([Handler.Open], [StoredFuncsFact]).
//     So do the tools a tools/call switch dispatches when their errors
//     leave the package through an exported function's error result
//     (a server's HandleRequest that the command answering -32603
//     calls): decided by the caller ([ForwardedToolsFact]).
//     A register function that adapts its handler to the registry's
//     untyped function before keeping it (`r.funcs[def.Name] =
//     adapt(fn)`, adapt returning a closure that calls fn and returns its
//     error) is a wrapper routed as the registry's readers are; a reader
//     may capture the entry in the closure it registers.
//     A reader may reach the SDK handler through functions that hand the
//     error on (a lookup of the records by name, `s.execute(ctx, name,
//     args)` returning `t.Run(ctx, args)`), or be a registered adapter
//     (a meta tool's handler running the record its argument names); a
//     lookup by a name the code spells out (a tool running a sibling) is
//     no reader. A tool function kept so is the tool, judged at its own
//     returns, and the forward is not judged ([Result.ToolFuncErrors]);
//     for a field the declaring package fills with nothing, the packages
//     that fill it decide. [FieldFact] carries a field's routing to other packages. A literal
//     of a record holding both the SDK tool definition and the handler
//     names the handler's tool;
//   - project decorators (func(H) H, with extra parameters allowed, over a
//     project or SDK handler type): discovery follows the value through
//     every decorator of a chain to the functions that flow in, and
//     composes the routing (a decorator that turns the error into a result
//     makes it isError); [DecoratorFact] carries them to other packages.
//     A decorator, like a wrapper or middleware, is never a tool;
//   - pass-through adapters: a function that calls its function parameter
//     itself and returns its pair (`return fn(ctx, req)`) or a result
//     built from its error is a direct wrapper; the functions handed to it
//     are the tools, routed by the handler that returns the adapter's
//     results (or isError when the adapter converts), and that handler is
//     dropped when it does no work of its own;
//   - delegation: a handler that returns the results of a same-package
//     function of exactly its signature makes that function a handler too.
//     Other functions whose pair a handler returns (marshalling helpers,
//     error-result builders) are helpers, not tools: their failures are
//     the handler's;
//   - hand-rolled servers: a tool may return the project's JSON-RPC error
//     object (`func(ctx, args) (*CallResult, *RPCError)`) that the
//     dispatcher puts into the response; such tools are JSON-RPC routed.
//     A text tool returning (string|[]byte|any, error) kept in a registry
//     (a map of such functions, or a map of records with such a field,
//     filled directly or by a register method) is a tool when the
//     tools/call code looks it up in that very map and calls it, routed as
//     that code answers its error; a registry of the same type read only by
//     prompts/get or resources/read is not. A function returning only a
//     hand-rolled call-tool result is a tool when a switch on the tool's
//     name in the tools/call code calls it and sends its value as the
//     response's result (its routing is unknown: it returns no error);
//     so is one returning only a result map (map[string]any with
//     "content" and maybe "isError" keys; or any value, each return a
//     result map a function of the package builds) that the case stores
//     into the response's result (one several cases call, given the
//     call's arguments, is one tool named by its function), or only the
//     whole JSON-RPC response envelope
//     that the case returns as its answer (shared by several cases
//     likewise when given the call's arguments), when it sets the envelope's
//     result member to a result of its own, itself, through a helper
//     that only wraps its parameter, or through a helper that builds one
//     and whose envelope it returns (Handler.Carrier), or that returns
//     nothing and writes its own response through the package's reply
//     writers, one of which writes a response whose error member is set
//     (CarrierWriter, handrolled_writer.go); builders
//     called with constants or also by the tools, wrappers of a
//     parameter and error-only envelope helpers are not tools;
//   - exported functions whose signature is exactly an SDK handler shape,
//     which are typically registered by another package, unless they call
//     an MCP client (a client's CallTool helper is not a tool), including
//     mcp-go structured handlers (`func(ctx, mcp.CallToolRequest, A) (R,
//     error)`, handed to mcp.NewStructuredToolHandler elsewhere: isError
//     routing); and
//     exported functions of exactly the named project function type an
//     exported wrapper of their package adapts (`ExecuteTool(op Op)`),
//     routed as the wrapper routes them.
//
// Middleware (func(next H) H, mcp-go ToolHandlerMiddleware, go-sdk
// mcp.Middleware) is recognized and never reported as a tool. A middleware
// installed in the same package that turns a handler's error into an isError
// result changes the routing of the tools registered there.
package handlers
