package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func registerRecall3(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "meta_only"}, metaOnly)
	s.AddTool(&mcp.Tool{Name: "one_branch"}, oneBranch)
}

var errMissing = errors.New("missing")

func find(string) error { return nil }

// metaOnly puts the message into _meta and leaves the content empty.
func metaOnly(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := find(req.Params.Name); err != nil {
		return &mcp.CallToolResult{ // want `isError result has an empty content array`
			IsError: true,
			Content: []mcp.Content{},
			Meta:    mcp.Meta{"error": err.Error()},
		}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
}

// oneBranch leaves its message empty when the error is not errMissing.
func oneBranch(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := find(req.Params.Name)
	if err == nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
	}
	var msg string
	if errors.Is(err, errMissing) {
		msg = "no such item; list the items first"
	}
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, nil // want `isError result has only empty text on one path`
}
