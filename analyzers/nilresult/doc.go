// Package nilresult defines an Analyzer that reports tool handlers that can
// return a nil result together with a nil error.
//
// # Analyzer nilresult
//
// nilresult: a tool handler returns a nil result and a nil error
//
// No SDK turns (nil, nil) into a result the model can read. mcp-go v1.2
// and later answer JSON-RPC error -32603 "tool 'x' handler returned no
// result"; v0.49 through v1.1 send `"result": null`; older releases panic
// on the nil result (on stdio the process dies). go-sdk low-level handlers
// send `"result": null`, and from v1.7.0, under protocol 2026-07-28, the SDK
// dereferences the nil result and the whole server process crashes.
//
// The check reports a `return` of an mcp-go ToolHandlerFunc or
// TypedToolHandlerFunc, or of a go-sdk low-level ToolHandler, where the
// result is surely nil while the error is surely nil on some path
// (decided on SSA form, following nil checks and phi edges). go-sdk typed
// handlers (nil result, output, nil error is a valid success) and mcp-go
// structured handlers (no result operand) are not checked, nor functions
// adapted by project wrappers, which may handle a nil result themselves.
package nilresult
