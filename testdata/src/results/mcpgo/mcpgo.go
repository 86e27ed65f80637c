// Package mcpgo exercises result evaluation for mcp-go handlers.
package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("a"), ctors)
	s.AddTool(mcp.NewTool("b"), stores)
	s.AddTool(mcp.NewTool("c"), literal)
	s.AddTool(mcp.NewTool("d"), builder)
	s.AddTool(mcp.NewTool("e"), loops)
	s.AddTool(mcp.NewTool("f"), helpers)
	s.AddTool(mcp.NewTool("g"), withDefer)
}

func work() (string, error) { return "", nil }

func ctors(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := work()
	if err != nil {
		return mcp.NewToolResultText("failed: " + err.Error()), nil // want `iserror=false content=nonempty structured=false made=constructor texts=\["failed: "\+error\]`
	}
	if out == "" {
		return mcp.NewToolResultError(""), nil // want `iserror=true content=emptytext structured=false made=constructor texts=\[""\]`
	}
	if out == "x" {
		return mcp.NewToolResultErrorf("bad %s: %v", out, err), nil // want `iserror=true content=nonempty structured=false made=constructor texts=\["bad "\+other\+": "\+error%v\]`
	}
	if out == "y" {
		return mcp.NewToolResultErrorFromErr("", nil), nil // want `iserror=true content=emptytext structured=false made=constructor texts=\[""\]`
	}
	if out == "z" {
		return mcp.NewToolResultStructured(map[string]any{}, "ok"), nil // want `iserror=false content=nonempty structured=true made=constructor texts=\["ok"\]`
	}
	return mcp.NewToolResultText(fmt.Sprintf("got %d items", 3)), nil // want `iserror=false content=nonempty structured=false made=constructor texts=\["got "\+"3"\+" items"\]`
}

func stores(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := work()
	res := mcp.NewToolResultStructuredOnly(map[string]any{})
	if err != nil {
		res.IsError = true // want `iserror=true content=nonempty structured=true made=constructor mutated`
		return res, nil
	}
	res2 := &mcp.CallToolResult{}
	if req.Params.Name == "x" {
		res2.IsError = true // want `iserror=true content=none structured=false made=literal mutated`
		return res2, nil
	}
	res2.Content = append(res2.Content, mcp.NewTextContent("hello")) // want `iserror=false content=nonempty structured=false made=literal mutated texts=\["hello"\]`
	return res2, nil
}

func literal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "x" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{}}, nil // want `iserror=true content=empty structured=false made=literal`
	}
	if req.Params.Name == "y" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: ""}}}, nil // want `iserror=true content=emptytext structured=false made=literal texts=\[""\]`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: errors.New("boom").Error()}}}, nil // want `iserror=false content=nonempty structured=false made=literal texts=\[error\]`
}

func builder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := work()
	var sb strings.Builder
	sb.WriteString("Error: ")
	fmt.Fprintf(&sb, "%v", err)
	return mcp.NewToolResultText(sb.String()), nil // want `iserror=false content=nonempty structured=false made=constructor texts=\["Error: "\+error%v\]`
}

func loops(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{IsError: true}
	for _, s := range []string{"a", "b"} {
		res.Content = append(res.Content, mcp.NewTextContent(s)) // want `iserror=true content=unknown structured=false made=literal mutated loop texts=\[other\]`
	}
	return res, nil
}

func errResult(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg)
}

func describe(err error) string { return "could not do it: " + err.Error() }

func helpers(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := work()
	if err != nil {
		return mcp.NewToolResultText(describe(err)), nil // want `iserror=false content=nonempty structured=false made=constructor texts=\["could not do it: "\+error\]`
	}
	return errResult(""), nil // want `iserror=true content=emptytext structured=false made=helper texts=\[""\]`
}

// withDefer keeps its results in slots because of the defer statement.
func withDefer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f := strings.NewReader("x")
	defer f.Reset("")
	if _, err := work(); err != nil {
		return mcp.NewToolResultError(""), nil // want `iserror=true content=emptytext structured=false made=constructor texts=\[""\]`
	}
	res := mcp.NewToolResultText("ok") // want `iserror=false content=nonempty structured=false made=constructor texts=\["ok"\]`
	return res, nil
}
