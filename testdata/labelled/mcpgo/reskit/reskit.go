// Package reskit holds result helpers of the labelled mcp-go server for
// the results2 cases: helpers that return the handler's pair, build or
// complete results, in a package of their own.
package reskit

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Soft returns an isError result with the error's text and a nil error.
func Soft(err error) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError("request failed: " + err.Error()), nil
}

// Hard hands the error to the SDK.
func Hard(err error) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("internal: %w", err)
}

// None returns no result and no error.
func None() (*mcp.CallToolResult, error) {
	return nil, nil
}

// Found returns the cached result for key, or nothing.
func Found(cache map[string]string, key string) (*mcp.CallToolResult, error) {
	if v, ok := cache[key]; ok {
		return mcp.NewToolResultText(v), nil
	}
	return nil, nil
}

// Flagged returns an isError result without content.
func Flagged() *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true}
}

// Textf returns a text result formatted from format and args.
func Textf(format string, args ...any) *mcp.CallToolResult {
	return mcp.NewToolResultText(fmt.Sprintf(format, args...))
}

// Errorf returns an isError result formatted from format and args.
func Errorf(format string, args ...any) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf(format, args...))
}

// WithMeta attaches meta to res as structured content and returns res.
func WithMeta(res *mcp.CallToolResult, meta any) *mcp.CallToolResult {
	res.StructuredContent = meta
	return res
}

// Fail marks res as failed.
func Fail(res *mcp.CallToolResult) {
	res.IsError = true
}

// Coded returns an isError result for msg with code and msg as structured
// content, the way some servers answer every failure.
func Coded(code, msg string) *mcp.CallToolResult {
	res := mcp.NewToolResultError(msg)
	res.StructuredContent = map[string]string{"code": code, "message": msg}
	return res
}
