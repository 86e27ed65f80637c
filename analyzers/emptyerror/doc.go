// Package emptyerror defines an analyzer that reports tool results with
// isError set and nothing for the model to read: no content, an empty
// content array, or only empty text.
//
// An MCP tool result with isError: true is how a tool tells the model that
// the call failed. The content is the only part the model reads; without
// it the model learns that something failed but not what, and typically
// retries the identical call. The check evaluates every result a tool
// handler returns (through composite literals, mcp-go's NewToolResult*
// constructors such as NewToolResultError(""), field stores after
// construction, go-sdk's SetError with an empty error text, branches and
// helper functions in any package) and reports at the expression or
// assignment that completes the empty error result.
//
// Not reported: results whose content may be non-empty on some path
// through the code (loops, unknown calls), results dropped because the
// handler also returns a non-nil error, and go-sdk typed handlers whose
// output the SDK writes into the content as JSON text.
package emptyerror
