// Package gosdk has unflaggederror cases for go-sdk handlers.
package gosdk

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }
type out struct{ N int }

func register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "low"}, low)
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	mcp.AddTool(s, &mcp.Tool{Name: "anyout"}, anyOut)
}

func run(string) error { return nil }

func low(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := run("a"); err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("run a: %v", err)}}}, nil // want `result text is built from an error value .*; set IsError: true`
	}
	if err := run("b"); err != nil {
		res := &mcp.CallToolResult{}
		res.Content = []mcp.Content{&mcp.TextContent{Text: "Error: " + err.Error()}} // want `result text "Error: …" reads as a failure .*; set isError on the result`
		return res, nil
	}
	if err := run("c"); err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(err)
		return res, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ran"}}}, nil
}

func typed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if err := run(a.Q); err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, out{}, nil // want `result text is built from an error value .*; return the error as the handler's error instead`
	}
	if err := run(a.Q); err != nil {
		return nil, out{}, err
	}
	return nil, out{N: 1}, nil
}

func anyOut(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := run(a.Q); err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil // want `result text is built from an error value .*; set IsError: true`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
}
