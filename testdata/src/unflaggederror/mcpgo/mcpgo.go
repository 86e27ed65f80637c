// Package mcpgo has unflaggederror cases for mcp-go handlers.
package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"unflaggederror/lib"
)

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("a"), fromErr)
	s.AddTool(mcp.NewTool("b"), messages)
	s.AddTool(mcp.NewTool("c"), asData)
	s.AddTool(mcp.NewTool("d"), partial)
	s.AddTool(mcp.NewTool("e"), literals)
	s.AddTool(mcp.NewTool("f"), helpers)
	s.AddTool(mcp.NewTool("g"), good)
}

func fetch(string) (string, error) { return "", nil }

func fromErr(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := fetch(req.Params.Name)
	if err != nil {
		return mcp.NewToolResultText(err.Error()), nil // want `result text is built from an error value but does not set isError: hosts count the call as a success .*; use NewToolResultError instead of NewToolResultText`
	}
	if _, err := fetch(out); err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("fetching %s: %v", out, err)), nil // want `result text is built from an error value`
	}
	if _, err := fetch(out); err != nil {
		var sb strings.Builder
		sb.WriteString("request to upstream returned ")
		sb.WriteString(err.Error())
		return mcp.NewToolResultText(sb.String()), nil // want `result text is built from an error value`
	}
	if _, err := fetch(out); errors.Is(err, errNotFound) {
		return mcp.NewToolResultText("lookup: " + err.Error()), nil // want `result text is built from an error value`
	}
	// err may be nil here: no finding.
	_, err = fetch(out)
	return mcp.NewToolResultText(fmt.Sprintf("%s (last error: %v)", out, err)), nil
}

var errNotFound = errors.New("not found")

func messages(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("Error: name is required"), nil // want `result text "Error: name is required" reads as a failure`
	case "b":
		return mcp.NewToolResultText(fmt.Sprintf("Failed to find user %s", req.Params.Name)), nil // want `result text "Failed to find user …" reads as a failure`
	case "c":
		return mcp.NewToolResultText("could not reach the server, try later"), nil // want `reads as a failure`
	case "d":
		return mcp.NewToolResultText("❌ Unable to parse the date"), nil // want `reads as a failure`
	case "e":
		return mcp.NewToolResultText("missing required parameter: id"), nil // want `reads as a failure`
	}
	return mcp.NewToolResultText("Errors are listed below"), nil
}

func asData(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("0 errors, 2 warnings"), nil
	case "b":
		return mcp.NewToolResultText("Lint report: no errors found"), nil
	case "c":
		// A log viewer: the lines are data.
		lines, _ := fetch("log")
		return mcp.NewToolResultText(lines), nil
	case "d":
		return mcp.NewToolResultText("Failed: 3, passed: 10"), nil
	case "e":
		return mcp.NewToolResultText(fmt.Sprintf("error count: %d", 3)), nil
	}
	return mcp.NewToolResultText("Error handling docs: see https://example.com"), nil
}

func partial(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var sb strings.Builder
	for _, id := range []string{"a", "b"} {
		if _, err := fetch(id); err != nil {
			fmt.Fprintf(&sb, "%s: error: %v\n", id, err)
			continue
		}
		fmt.Fprintf(&sb, "%s: ok\n", id)
	}
	if req.Params.Name == "x" {
		return mcp.NewToolResultText(sb.String()), nil
	}
	res := &mcp.CallToolResult{}
	res.Content = append(res.Content, mcp.NewTextContent("processed 2 items"))
	if _, err := fetch("z"); err != nil {
		res.Content = append(res.Content, mcp.NewTextContent("z failed: "+err.Error()))
	}
	return res, nil
}

func literals(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := fetch(req.Params.Name); err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(err.Error())}}, nil // want `result text is built from an error value .*; set IsError: true`
	}
	if _, err := fetch(req.Params.Name); err != nil {
		return &mcp.CallToolResult{ // want `result text is built from an error value`
			Content: []mcp.Content{
				mcp.TextContent{Type: "text", Text: "upstream: " + err.Error()},
			},
		}, nil
	}
	if _, err := fetch(req.Params.Name); err != nil {
		// Structured content: adding IsError would attach it to an error
		// result, so no fix.
		return &mcp.CallToolResult{StructuredContent: map[string]any{}, Content: []mcp.Content{mcp.NewTextContent(err.Error())}}, nil // want `result text is built from an error value .*; set isError on the result`
	}
	// isError may be set by a caller-provided flag: unknown, no finding.
	flag := req.Params.Name == "e"
	return &mcp.CallToolResult{IsError: flag, Content: []mcp.Content{mcp.NewTextContent("Error: e")}}, nil
}

func helpers(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := fetch(req.Params.Name); err != nil {
		return lib.Text(lib.Describe("fetch", err)), nil // want `result text is built from an error value .*; set isError on the result`
	}
	if _, err := fetch(req.Params.Name); err != nil {
		return textResult("failed to fetch: " + err.Error()), nil // want `reads as a failure`
	}
	if _, err := fetch(req.Params.Name); err != nil {
		return lib.Textf("Error %v", err), nil // want `result text is built from an error value .*; set isError on the result`
	}
	if req.Params.Name == "" {
		return lib.Textf("%d errors", 0), nil
	}
	return lib.Text("done"), nil
}

func textResult(s string) *mcp.CallToolResult {
	return mcp.NewToolResultText(s)
}

func good(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := fetch(req.Params.Name); err != nil {
		return mcp.NewToolResultError("fetch failed: " + err.Error()), nil
	}
	if _, err := fetch(req.Params.Name); err != nil {
		return mcp.NewToolResultErrorFromErr("fetch failed", err), nil
	}
	if _, err := fetch(req.Params.Name); err != nil {
		res := mcp.NewToolResultText("Error: " + err.Error())
		res.IsError = true
		return res, nil
	}
	if _, err := fetch(req.Params.Name); err != nil {
		// Returned as a protocol error: the result is dropped.
		return mcp.NewToolResultText(err.Error()), err
	}
	return mcp.NewToolResultText("fetched"), nil
}
