// Package lib holds result helpers of another package, known to the
// handlers of package crosspkg through their facts.
package lib

import (
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// Missing returns no result and no error.
func Missing() (*mcp.CallToolResult, error) {
	return nil, nil
}

var cache = map[string]*mcp.CallToolResult{}

// Lookup returns (nil, nil) for a name it does not know.
func Lookup(name string) (*mcp.CallToolResult, error) {
	if name == "" {
		return nil, errors.New("name is required")
	}
	if r, ok := cache[name]; ok {
		return r, nil
	}
	return nil, nil
}

// Fetch returns a nil result only with an error.
func Fetch(name string) (*mcp.CallToolResult, error) {
	if name == "" {
		return nil, errors.New("name is required")
	}
	return mcp.NewToolResultText(name), nil
}

// Fail returns a nil result with an error.
func Fail(err error) (*mcp.CallToolResult, error) {
	return nil, err
}
