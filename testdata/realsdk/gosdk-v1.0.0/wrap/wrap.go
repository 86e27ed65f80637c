// Package wrap holds the project's own adapters from typed functions to
// go-sdk tool handlers, as servers commonly write them.
package wrap

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Forward adapts fn, which receives the decoded arguments, into a
// low-level tool handler. It forwards fn's error to the SDK, which answers
// it with a JSON-RPC error.
func Forward[In any](fn func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, error)) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in In
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "invalid arguments: " + err.Error()}}}, nil
		}
		return fn(ctx, req, in)
	}
}

// Register registers fn as the tool name with the typed API, where an
// error fn returns becomes an isError result.
func Register[In, Out any](s *mcp.Server, name, description string, fn mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, &mcp.Tool{Name: name, Description: description}, fn)
}
