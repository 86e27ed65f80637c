// Package contentguard builds its go-sdk results in helpers that test the
// content of a result they have just made: `if res.Content == nil` always
// holds there, so the failure text is always set; `if res.Content != nil`
// never does, so the failure has no content.
package contentguard

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func build(text string, err error) *mcp.CallToolResult {
	res := &mcp.CallToolResult{}
	if err != nil {
		res.IsError = true
		if res.Content == nil {
			res.Content = []mcp.Content{&mcp.TextContent{Text: err.Error()}}
		}
		return res
	}
	res.Content = []mcp.Content{&mcp.TextContent{Text: text}}
	return res
}

func buildAppend(err error) *mcp.CallToolResult {
	res := &mcp.CallToolResult{IsError: true} // want `isError result has no content`
	if res.Content != nil {
		res.Content = append(res.Content, &mcp.TextContent{Text: err.Error()})
	}
	return res
}

type in struct{ Name string }

func greet(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.Name == "" {
		return build("", errors.New("name is required")), nil, nil
	}
	return build("hello "+a.Name, nil), nil, nil
}

func wave(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.Name == "" {
		return buildAppend(errors.New("name is required")), nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "wave"}}}, nil, nil
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "greet"}, greet)
	mcp.AddTool(s, &mcp.Tool{Name: "wave"}, wave)
}
