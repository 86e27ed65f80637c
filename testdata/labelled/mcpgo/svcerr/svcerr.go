// Package svcerr turns service errors into tool results: a nil error gives
// (nil, nil), "go on".
package svcerr

import (
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Handle returns an isError result for a user error, the error itself for
// any other, and (nil, nil) for a nil error.
func Handle(err error, code string) (*mcp.CallToolResult, error) {
	if err == nil {
		return nil, nil
	}
	if IsUserError(err) {
		return UserResult(err), nil
	}
	return nil, err
}

// IsUserError reports whether err is the caller's mistake.
func IsUserError(err error) bool {
	return strings.Contains(err.Error(), "invalid")
}

// UserResult returns the isError result for a user error, nil for others.
func UserResult(err error) *mcp.CallToolResult {
	if !IsUserError(err) {
		return nil
	}
	return mcp.NewToolResultError("check your input: " + err.Error())
}
