package gosdkout

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Outputs built in a local variable and returned by value: only the
// field stores that reach a return count there.

type failure struct {
	Count int     `json:"count"`
	Error *string `json:"error,omitempty"`
}

type report struct {
	Count int    `json:"count"`
	Error string `json:"error,omitempty"`
}

func registerLocal(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "count_ptr"}, countPtr)
	mcp.AddTool(s, &mcp.Tool{Name: "count_branch"}, countBranch)
}

// countPtr keeps the raw error text through a pointer to a local string;
// its success return sets no error.
func countPtr(ctx context.Context, _ *mcp.CallToolRequest, a args) (*mcp.CallToolResult, failure, error) {
	var out failure
	n, err := lookup(a.SKU)
	if err != nil {
		msg := err.Error()
		out.Error = &msg
		return &mcp.CallToolResult{IsError: true}, out, nil // want `the handler's output carries raw net/http error text`
	}
	out.Count = n
	return nil, out, nil
}

// countBranch sets the error field on the failing path only.
func countBranch(ctx context.Context, _ *mcp.CallToolRequest, a args) (*mcp.CallToolResult, report, error) {
	var out report
	n, err := lookup(a.SKU)
	if err != nil {
		out.Error = "lookup: " + err.Error()
		return &mcp.CallToolResult{IsError: true}, out, nil // want `the handler's output carries raw net/http error text`
	}
	out.Count = n
	return nil, out, nil
}
