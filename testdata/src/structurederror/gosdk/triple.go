package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func registerTriple(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "triple"}, triple)
}

// toolError returns a typed handler's triple: an isError result and a
// nil output.
func toolError(msg string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, nil, nil
}

// toolErrorWithOut returns an isError result and an output.
func toolErrorWithOut(msg string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, out{}, nil
}

func triple(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	switch a.Q {
	case "":
		// The helper's output is a nil any: nothing is attached.
		return toolError("q is required")
	case "x":
		return toolErrorWithOut("bad q") // want `isError result returned with a nil error: go-sdk marshals the output \(any\)`
	}
	return nil, out{N: 1}, nil
}
