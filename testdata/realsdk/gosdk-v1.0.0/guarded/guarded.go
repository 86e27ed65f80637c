// Package guarded builds a server whose receiving middleware turns the
// error of a tools/call into an isError result, so its low-level handlers
// may return errors.
package guarded

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// toolErrors reports a tool handler's error to the model as an isError
// result; other methods keep their errors.
func toolErrors(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method != "tools/call" {
			return next(ctx, method, req)
		}
		res, err := next(ctx, method, req)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the tool failed: " + err.Error()}}}, nil
		}
		return res, nil
	}
}

// NewServer returns the server.
func NewServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "guarded", Version: "1.0.0"}, nil)
	s.AddReceivingMiddleware(toolErrors)
	s.AddTool(&mcp.Tool{Name: "book", InputSchema: map[string]any{"type": "object"}}, book)
	return s
}

func book(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `book tool="book" sdk=go-sdk kind=ToolHandler errors=iserror via=AddTool\+middleware`
	if len(req.Params.Arguments) == 0 {
		return nil, errors.New("say what to book") // fine: the middleware makes it an isError result
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "booked"}}}, nil
}
