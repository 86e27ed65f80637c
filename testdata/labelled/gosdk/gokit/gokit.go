// Package gokit holds result helpers of the labelled go-sdk server for
// the results2 cases, in a package of their own.
package gokit

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// None returns no result and no error.
func None() (*mcp.CallToolResult, error) {
	return nil, nil
}

// Pick returns the result of the first non-empty text, or nothing.
func Pick(texts ...string) (*mcp.CallToolResult, error) {
	for _, t := range texts {
		if t != "" {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: t}}}, nil
		}
	}
	return nil, nil
}

// Flag marks res as an isError result.
func Flag(res *mcp.CallToolResult) {
	res.IsError = true
}

// Attach attaches v to res as structured content and returns res.
func Attach(res *mcp.CallToolResult, v any) *mcp.CallToolResult {
	res.StructuredContent = v
	return res
}

// Soft returns an isError result for err, with a nil error.
func Soft(err error) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	res.SetError(err)
	return res, nil
}

// Bare returns an isError result without content.
func Bare() *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true}
}
