// Package toolkit holds the result helpers the labelled mcp-go server
// shares between its tools, as projects commonly write them in a package
// of their own.
package toolkit

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Fail returns an isError result with the text of err.
func Fail(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(err.Error())
}

// Failf returns an isError result with a formatted text.
func Failf(format string, args ...any) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf(format, args...))
}

// Soft returns the handler's pair for a failure the model should read.
func Soft(err error) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError(err.Error()), nil
}

// Hard returns the handler's pair for a failure the SDK answers itself.
func Hard(err error) (*mcp.CallToolResult, error) {
	return nil, err
}

// Blank returns an isError result whose text is empty.
func Blank() *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("")}}
}

// Flagged returns an isError result and no content, for callers that add
// the content themselves.
func Flagged() *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true}
}

// Text returns a plain text result.
func Text(s string) *mcp.CallToolResult {
	return mcp.NewToolResultText(s)
}

// Report returns a structured result with a text fallback.
func Report(v any, summary string) *mcp.CallToolResult {
	return mcp.NewToolResultStructured(v, summary)
}

// StructuredFailure returns an isError result that carries v as
// structured content.
func StructuredFailure(v any, msg string) *mcp.CallToolResult {
	res := mcp.NewToolResultStructured(v, msg)
	res.IsError = true
	return res
}

// Missing returns the pair of a lookup that found nothing: no result and
// no error.
func Missing() (*mcp.CallToolResult, error) {
	return nil, nil
}
