// Package unknowntool defines an analyzer that reports hand-written tool
// dispatchers and multi-tool handlers that answer a tools/call for an
// unknown tool with anything but JSON-RPC -32602 (invalid params).
//
// The MCP specification classifies an unknown tool as a protocol error, and
// its schema names -32602 as the code ("Tools: Unknown tool name or invalid
// tool arguments"). Both SDKs answer it themselves: mcp-go with -32602 "tool
// 'x' not found", go-sdk (v0.3.0 on) with -32602 "unknown tool". Servers get
// it wrong where they decide on the tool name themselves:
//
//   - a hand-rolled tools/call dispatcher: a switch or map lookup on the
//     name of the requested tool;
//   - a multi-tool handler: one SDK handler registered for several tools,
//     switching on req.Params.Name.
//
// The check finds the branch that runs when the name matches no tool (the
// default clause, the !ok branch of the lookup, the final else, or the
// statements after a switch whose cases all return) and reports it when it
// answers with an isError result, JSON-RPC -32601 (method not found),
// -32603, a plain error (which mcp-go sends as -32603 and a go-sdk low-level
// handler as code 0), another code, or a successful result.
//
// In mcp-go a tool handler cannot send -32602 at all (its errors always
// become -32603), so the advice there is to register each tool with its own
// handler and let the SDK answer unknown tools.
package unknowntool
