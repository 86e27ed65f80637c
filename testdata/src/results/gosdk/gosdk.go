// Package gosdk exercises result evaluation for go-sdk handlers.
package gosdk

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"results/helperlib"
)

type in struct{ Q string }
type out struct{ N int }

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	s.AddTool(&mcp.Tool{Name: "low"}, low)
	s.AddTool(&mcp.Tool{Name: "lib"}, lib)
}

func work() error { return nil }

func typed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if err := work(); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "failed: " + err.Error()}}}, out{}, nil // want `iserror=true content=nonempty structured=false made=literal texts=\["failed: "\+error\]`
	}
	return nil, out{N: 1}, nil
}

func low(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res mcp.CallToolResult
	if err := work(); err != nil {
		res.SetError(err) // want `iserror=true content=nonempty structured=false made=literal mutated texts=\[error\]`
		return &res, nil
	}
	if req.Params.Name == "x" {
		r := &mcp.CallToolResult{}
		r.SetError(errors.New("")) // want `iserror=true content=emptytext structured=false made=literal mutated texts=\[""\]`
		return r, nil
	}
	if req.Params.Name == "y" {
		r := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "kept"}}}
		r.SetError(fmt.Errorf("replaced %d", 1)) // want `iserror=true content=nonempty structured=false made=literal mutated texts=\["kept"\]`
		return r, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{}}}, nil // want `iserror=false content=emptytext structured=false made=literal texts=\[""\]`
}

func textf(format string, args ...any) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, args...)}}}
}

func lib(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := work(); err != nil {
		return helperlib.Text(helperlib.Describe(err)), nil // want `iserror=false content=nonempty structured=false made=helper texts=\["operation failed: "\+error%v\]`
	}
	if req.Params.Name == "x" {
		return helperlib.Fail(""), nil // want `iserror=true content=emptytext structured=false made=helper texts=\[""\]`
	}
	if req.Params.Name == "y" {
		return helperlib.Result("x", true), nil // want `iserror=true content=nonempty structured=false made=helper texts=\["x"\]`
	}
	describe := func(err error) string { return "lookup failed: " + err.Error() }
	if err := work(); err != nil {
		return helperlib.Text(describe(err)), nil // want `iserror=false content=nonempty structured=false made=helper texts=\["lookup failed: "\+error\]`
	}
	if err := work(); err != nil {
		return textf("Error %v", err), nil // want `iserror=false content=nonempty structured=false made=helper texts=\["Error "\+error%v\]`
	}
	if req.Params.Name == "z" {
		return helperlib.Failf("lookup %s: %v", req.Params.Name, work()), nil // want `iserror=true content=nonempty structured=false made=helper texts=\["lookup "\+other\+": "\+error%v\]`
	}
	if req.Params.Name == "w" {
		return helperlib.Answer("", errors.New("denied")), nil // want `iserror=true content=nonempty structured=false made=helper texts=\[error\]`
	}
	if req.Params.Name == "v" {
		return helperlib.Answer("done", nil), nil // want `iserror=false content=nonempty structured=false made=helper texts=\["done"\]`
	}
	return helperlib.Empty(), nil // want `iserror=true content=none structured=false made=helper`
}
