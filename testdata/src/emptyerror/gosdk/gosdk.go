// Package gosdk has emptyerror cases for go-sdk handlers.
package gosdk

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }
type out struct{ N int }

func register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "low"}, low)
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	mcp.AddTool(s, &mcp.Tool{Name: "anyout"}, anyOut)
	s.AddTool(&mcp.Tool{Name: "closure"}, closure)
}

func closure(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fail := func(format string, args ...any) *mcp.CallToolResult {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, args...)}}}
	}
	if req.Params.Name == "" {
		return fail(""), nil // want `isError result has only empty text`
	}
	return fail("unknown name %q; call list first", req.Params.Name), nil
}

func check() error { return nil }

func low(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return &mcp.CallToolResult{IsError: true}, nil // want `isError result has no content`
	case "b":
		var res mcp.CallToolResult
		res.SetError(errors.New("")) // want `isError result has only empty text`
		return &res, nil
	case "c":
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{}}}, nil // want `isError result has only empty text`
	case "d":
		res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: ""}}}
		res.SetError(fmt.Errorf("lookup: %w", check())) // want `isError result has only empty text`
		return res, nil
	case "e":
		// SetError fills the empty content with the error text.
		res := &mcp.CallToolResult{}
		res.SetError(fmt.Errorf("lookup %q: not found", req.Params.Name))
		return res, nil
	case "f":
		res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "not found; check the id"}}}
		res.SetError(errors.New("not found"))
		return res, nil
	}
	if err := check(); err != nil {
		var res mcp.CallToolResult
		res.SetError(err)
		return &res, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done"}}}, nil
}

func typed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if a.Q == "" {
		// The SDK writes out as JSON text into the nil content: reported by
		// structurederror, not here.
		return &mcp.CallToolResult{IsError: true}, out{}, nil
	}
	if a.Q == "x" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{}}}, out{}, nil // want `isError result has only empty text`
	}
	if err := check(); err != nil {
		return nil, out{}, err
	}
	return nil, out{N: 1}, nil
}

func anyOut(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.Q == "" {
		return &mcp.CallToolResult{IsError: true}, nil, nil // want `isError result has no content`
	}
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "q is required"}}}, nil, nil
}
