// Package mcpgo has emptyerror cases for mcp-go handlers.
package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"emptyerror/lib"
)

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("ctors"), ctors)
	s.AddTool(mcp.NewTool("later"), later)
	s.AddTool(mcp.NewTool("good"), good)
	s.AddTool(mcp.NewTool("helpers"), helpers)
	s.AddTool(mcp.NewTool("typed"), mcp.NewTypedToolHandler(typed))
	s.AddTool(mcp.NewTool("lit"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Name == "" {
			return &mcp.CallToolResult{IsError: true}, nil // want `isError result has no content: the model learns only that the call failed`
		}
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{}}, nil // want `isError result has an empty content array`
	})
}

func check() error { return nil }

func ctors(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultError(""), nil // want `isError result has only empty text`
	case "b":
		return mcp.NewToolResultErrorf(""), nil // want `isError result has only empty text`
	case "c":
		return mcp.NewToolResultErrorFromErr("", nil), nil // want `isError result has only empty text`
	case "d":
		return mcp.NewToolResultErrorf("%s", ""), nil // want `isError result has only empty text`
	case "e":
		msg := ""
		return mcp.NewToolResultError(msg), nil // want `isError result has only empty text`
	case "f":
		// Not empty: the error text follows.
		return mcp.NewToolResultErrorFromErr("", check()), nil
	case "g":
		// The result is dropped: the error is what goes on the wire.
		return mcp.NewToolResultError(""), errors.New("boom")
	}
	return mcp.NewToolResultError("unknown mode; use a or b"), nil
}

func later(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	if err := check(); err != nil {
		res.IsError = true // want `isError result has no content`
		return res, nil
	}
	res2 := mcp.NewToolResultText("")
	if req.Params.Name == "x" {
		res2.IsError = true // want `isError result has only empty text`
		return res2, nil
	}
	res3 := &mcp.CallToolResult{IsError: true}
	if req.Params.Name == "y" {
		res3.Content = []mcp.Content{} // want `isError result has an empty content array`
		return res3, nil
	}
	// Completed in later statements: not empty.
	res4 := &mcp.CallToolResult{IsError: true}
	res4.Content = append(res4.Content, mcp.NewTextContent("limit must be at most 100"))
	return res4, nil
}

func good(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := check(); err != nil {
		return mcp.NewToolResultErrorFromErr("lookup failed", err), nil
	}
	if req.Params.Name == "a" {
		return mcp.NewToolResultError("name must not be a"), nil
	}
	if req.Params.Name == "b" {
		return mcp.NewToolResultErrorf("unknown name %q", req.Params.Name), nil
	}
	if req.Params.Name == "c" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "try again later"}}}, nil
	}
	if req.Params.Name == "d" {
		// Content built in a loop: may be non-empty, not reported.
		res := &mcp.CallToolResult{IsError: true}
		for _, p := range []string{"x"} {
			res.Content = append(res.Content, mcp.NewTextContent(p))
		}
		return res, nil
	}
	if req.Params.Name == "e" {
		// A text we cannot see into.
		return mcp.NewToolResultError(fmt.Sprint(req.Params.Arguments)), nil
	}
	// An empty success is not an error.
	return mcp.NewToolResultText(""), nil
}

func emptyResult() *mcp.CallToolResult {
	return mcp.NewToolResultError("") // want `isError result has only empty text`
}

func fail(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg)
}

func helpers(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return emptyResult(), nil
	case "b":
		return fail(""), nil // want `isError result has only empty text`
	case "c":
		return lib.Fail(""), nil // want `isError result has only empty text`
	case "d":
		return lib.Bare(), nil // want `isError result has no content`
	case "e":
		return lib.Fail("quota exceeded; retry after a minute"), nil
	}
	return fail("unknown mode"), nil
}

type args struct{ Q string }

func typed(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
	if a.Q == "" {
		return mcp.NewToolResultError(""), nil // want `isError result has only empty text`
	}
	return mcp.NewToolResultText(a.Q), nil
}
