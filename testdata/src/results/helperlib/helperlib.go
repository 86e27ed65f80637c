// Package helperlib holds result helpers used from another package.
package helperlib

import (
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Text returns a success result with text s.
func Text(s string) *mcp.CallToolResult { // want Text:`returns \{iserror=false content=nonempty structured=false made=helper texts=\[param0\]\}`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// Fail returns an error result with text msg.
func Fail(msg string) *mcp.CallToolResult { // want Fail:`returns \{iserror=true content=nonempty structured=false made=helper texts=\[param0\]\}`
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

// Result returns a result with text msg and the given isError.
func Result(msg string, isErr bool) *mcp.CallToolResult { // want Result:`returns \{iserror=unknown content=nonempty structured=false made=helper texts=\[param0\]\}`
	return &mcp.CallToolResult{IsError: isErr, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

// Answer returns err's text as an error result when err is not nil, else
// a success with text.
func Answer(text string, err error) *mcp.CallToolResult { // want Answer:`returns \{iserror=true content=nonempty structured=false made=helper texts=\[error\]\} \{iserror=false content=nonempty structured=false made=helper texts=\[param0\]\}`
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

// Empty returns an empty error result.
func Empty() *mcp.CallToolResult { // want Empty:`returns \{iserror=true content=none structured=false made=helper\}`
	r := &mcp.CallToolResult{}
	r.IsError = true
	return r
}

// Describe formats an error for a user.
func Describe(err error) string { // want Describe:`text "operation failed: "\+error%v`
	return fmt.Sprintf("operation failed: %v", err)
}

// Failf returns an isError result with a formatted text.
func Failf(format string, args ...any) *mcp.CallToolResult { // want Failf:`returns \{iserror=true content=nonempty structured=false made=helper texts=\[param0\]\}`
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, args...)}}}
}
