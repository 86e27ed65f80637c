// Package resultlib builds tool results from errors for other packages.
package resultlib

import "github.com/mark3labs/mcp-go/mcp"

// ErrResult puts the error's text into an error result.
func ErrResult(err error) *mcp.CallToolResult { // want ErrResult:`taint\(param 0 reaches mcp.NewToolResultError\)`
	return mcp.NewToolResultError("error: " + err.Error())
}

// Text puts a message into a text result.
func Text(msg string) *mcp.CallToolResult { // want Text:`taint\(param 0 reaches mcp.NewToolResultText\)`
	return mcp.NewToolResultText(msg)
}

// Generic gives the model a fixed message whatever the error.
func Generic(err error) *mcp.CallToolResult {
	_ = err
	return mcp.NewToolResultError("the operation failed; try again later")
}
