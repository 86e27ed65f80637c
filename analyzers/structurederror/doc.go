// Package structurederror defines an analyzer that reports tool results
// with isError set that also carry structured content.
//
// On the error path a tool cannot produce a value that honestly conforms to
// its output schema, yet structured content on an error result makes the
// failure look like data to every consumer that reads or validates
// structuredContent. mcp-go sends it as it is (its output validation skips
// isError results); go-sdk's typed handlers (mcp.AddTool with a
// ToolHandlerFor[In, Out]) go further: when a handler returns an isError
// result together with a nil error, the SDK marshals the handler's output
// into structuredContent, even a zero value or a nil pointer of a struct
// type; only an output of type any left nil avoids it.
//
// The check reports isError results whose StructuredContent (mcp-go:
// StructuredContent or RawStructuredContent) is set by a literal, a later
// assignment or a constructor (NewToolResultStructured*, NewToolResultJSON)
// followed by IsError = true, and go-sdk typed handlers that return an
// isError result with an output the SDK attaches. It suggests returning the
// failure as the handler's error value (the SDK turns it into an isError
// result without structured content), or a nil output of type any.
package structurederror
