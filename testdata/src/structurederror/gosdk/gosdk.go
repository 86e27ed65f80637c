// Package gosdk has structurederror cases for go-sdk handlers.
package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }
type out struct{ N int }

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	mcp.AddTool(s, &mcp.Tool{Name: "ptr"}, ptr)
	mcp.AddTool(s, &mcp.Tool{Name: "anyout"}, anyOut)
	mcp.AddTool(s, &mcp.Tool{Name: "lit"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, []string, error) {
		if a.Q == "" {
			// A nil slice marshals to null: nothing is attached.
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "q is required"}}}, nil, nil
		}
		return nil, []string{a.Q}, nil
	})
	s.AddTool(&mcp.Tool{Name: "low"}, low)
}

func check() error { return nil }

func typed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if a.Q == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "q is required"}}}, out{}, nil // want `isError result returned with a nil error: go-sdk marshals the output \(out\) into structuredContent anyway, so the failure looks like data; return the error as the handler's error value`
	}
	if err := check(); err != nil {
		var res mcp.CallToolResult
		res.SetError(err)
		return &res, out{}, nil // want `isError result returned with a nil error`
	}
	if err := check(); err != nil {
		// The error is returned: the SDK makes a plain isError result.
		return nil, out{}, err
	}
	if err := check(); err != nil {
		// The result is dropped along with the output.
		return &mcp.CallToolResult{IsError: true}, out{}, errors.New("lookup failed")
	}
	return nil, out{N: 1}, nil
}

func ptr(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, *out, error) {
	if a.Q == "" {
		// Even a nil pointer: the SDK uses the zero struct.
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "q is required"}}}, nil, nil // want `isError result returned with a nil error: go-sdk marshals the output \(\*out\)`
	}
	return nil, &out{N: 1}, nil
}

func anyOut(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.Q == "" {
		// A nil any output is not attached.
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "q is required"}}}, nil, nil
	}
	if a.Q == "x" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "bad q"}}}, out{}, nil // want `isError result returned with a nil error: go-sdk marshals the output \(any\) into structuredContent anyway.*, or return a nil output`
	}
	if a.Q == "y" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "bad q"}}, StructuredContent: out{}}, nil, nil // want `isError result carries structured content`
	}
	return nil, out{N: 1}, nil
}

func low(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := check(); err != nil {
		res := &mcp.CallToolResult{StructuredContent: map[string]any{"ok": false}}
		res.SetError(err) // want `isError result carries structured content`
		return res, nil
	}
	return &mcp.CallToolResult{StructuredContent: map[string]any{"ok": true}, Content: []mcp.Content{&mcp.TextContent{Text: `{"ok":true}`}}}, nil
}
