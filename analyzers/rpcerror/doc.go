// Package rpcerror defines an Analyzer that reports tool handlers whose
// execution failures go out as JSON-RPC errors.
//
// # Analyzer rpcerror
//
// rpcerror: a tool's execution failure reported as a JSON-RPC error
//
// When a tool runs and its work fails (an upstream error, I/O, not found, a
// timeout, bad arguments), the model has to read the failure to recover, so
// it belongs in a successful result with isError set. A JSON-RPC error goes
// to the client and never reaches the model.
//
// The check reports a `return` in a tool handler whose error result can be
// non-nil on that path (decided on SSA form, following nil checks) when the
// SDK sends that error as a JSON-RPC error: every mcp-go handler except
// NewStructuredToolHandler ones (code -32603), go-sdk low-level ToolHandler
// functions (code 0), and functions that a project wrapper forwards to
// such a handler. In go-sdk typed handlers a plain error is fine; there it
// reports an unwrapped *jsonrpc.Error that carries an execution failure
// (code -32603 or 0, or a message taken from a failed call's error).
//
// Named results are followed through bare returns and deferred functions
// (a recover block acts only on a panic; a deferred function that clears
// the error makes every return's error nil).
//
// Not reported: ctx.Err() and context cancellation returned as is, mcp-go
// URLElicitationRequiredError, go-sdk *jsonrpc.Error values that are
// genuine protocol answers, errors of result constructors, the server's
// own failures (encoding its own data as JSON, a value it puts into the
// context missing), answers to an unknown tool name, helpers whose error
// is always nil, and the results of another handler (reported there).
//
// Where it surely compiles, a suggested fix returns an isError result
// instead, keeping the message the code writes (without the wrapped
// cause) and never copying infrastructure error text or inventing one.
package rpcerror
