// Package wrappedrpcerror defines an Analyzer that reports go-sdk tool
// handlers returning a *jsonrpc.Error wrapped in another error.
//
// # Analyzer wrappedrpcerror
//
// wrappedrpcerror: a go-sdk handler returns a wrapped *jsonrpc.Error
//
// go-sdk's typed handler adapter (mcp.AddTool with a ToolHandlerFor) lets a
// *jsonrpc.Error through as a protocol error only when the handler returns
// it unwrapped: it checks with a plain type assertion. Wrapped with
// fmt.Errorf("...: %w", e), errors.Join or github.com/pkg/errors.Wrap, a
// URL-elicitation error (-32042) or a resource-not-found error becomes an
// isError result with the outer text, and the client never starts the
// elicitation or learns which resource is missing.
//
// Low-level handlers (mcp.ToolHandler) find a wrapped *jsonrpc.Error with
// errors.As and keep its code, but the message becomes the outer text and
// the data is dropped. There the check reports only wrapped errors whose
// data the client needs: URL elicitations, a missing resource's URI, or a
// literal with Data set.
//
// A *jsonrpc.Error that carries an execution failure (code -32603 or 0, or a
// message taken from a failed call) is not reported when wrapped in a typed
// handler: becoming an isError result is what it should do.
//
// When the return statement wraps the error itself, with a single wrapped
// operand, a suggested fix returns that operand unwrapped.
package wrappedrpcerror
