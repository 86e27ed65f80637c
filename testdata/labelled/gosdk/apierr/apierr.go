// Package apierr holds the labelled go-sdk server's error helpers, in a
// package of their own as projects commonly keep them.
package apierr

import (
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// InvalidParams returns the JSON-RPC error for a bad argument.
func InvalidParams(format string, args ...any) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf(format, args...)}
}

// Annotate adds the tool's name to err.
func Annotate(tool string, err error) error {
	return fmt.Errorf("tool %s: %w", tool, err)
}

// Result returns an isError result that reads err.
func Result(err error) *mcp.CallToolResult {
	res := &mcp.CallToolResult{}
	res.SetError(err)
	return res
}

// Soft returns the low-level handler's pair for a failure the model reads.
func Soft(err error) (*mcp.CallToolResult, error) {
	return Result(err), nil
}

// Empty returns an isError result without content.
func Empty() *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true}
}

// Text returns a text result.
func Text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// WithDetails returns an isError result with text and structured details.
func WithDetails(msg string, details any) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}, StructuredContent: details}
}

// Nothing returns the pair of a lookup that found nothing.
func Nothing() (*mcp.CallToolResult, error) {
	return nil, nil
}

// RPC makes err a *jsonrpc.Error with the given code, for a typed handler
// to return as its error (the SDK passes it through).
func RPC(code int64, err error) *jsonrpc.Error {
	return &jsonrpc.Error{Code: code, Message: err.Error()}
}
