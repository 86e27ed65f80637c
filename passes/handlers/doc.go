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
//     factories that return a handler;
//   - project-local wrappers: a function that takes a function parameter and
//     turns it into an SDK handler (or registers it). Whether the inner
//     function's error reaches the wire as a JSON-RPC error or as an isError
//     result depends on what the wrapper does with it, decided by analyzing
//     the wrapper and recorded as a [WrapperFact] for other packages;
//   - delegation: a handler that returns the results of a same-package
//     function of the same shape makes that function a handler too;
//   - exported functions whose signature is exactly an SDK handler shape,
//     which are typically registered by another package.
//
// Middleware (func(next H) H, mcp-go ToolHandlerMiddleware, go-sdk
// mcp.Middleware) is recognized and never reported as a tool. A middleware
// installed in the same package that turns a handler's error into an isError
// result changes the routing of the tools registered there.
package handlers
