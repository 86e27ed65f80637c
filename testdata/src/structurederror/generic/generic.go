// Package generic has go-sdk typed handlers that answer through generic
// helpers: an instance's results are what the generic function's body
// returns, so an isError result with a typed output is reported as it is
// through the same non-generic helper; and generic decorators whose own
// handler answers an isError result beside the zero output of a type the
// SDK attaches (decorator.go).
package generic

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }

type out struct{ N int }

// toolErr answers a failure as an isError result, with the zero output.
func toolErr[T any](format string, args ...any) (*mcp.CallToolResult, T, error) {
	var zero T
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, args...)}}}, zero, nil
}

// fail answers a failure as the handler's error, which the SDK makes an
// isError result without structured content.
func fail[T any](format string, args ...any) (*mcp.CallToolResult, T, error) {
	var zero T
	return nil, zero, fmt.Errorf(format, args...)
}

func search(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if a.Q == "" {
		return toolErr[out]("q is required") // want `isError result returned with a nil error: go-sdk marshals the output \(out\) into structuredContent anyway`
	}
	if len(a.Q) > 100 {
		return fail[out]("q is too long") // fine: an error
	}
	return nil, out{N: 1}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
}
