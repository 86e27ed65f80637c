// Package protodeco has a go-sdk decorator that turns a handler's plain
// errors into isError results, rendering them through a helper, and passes
// protocol errors on as JSON-RPC errors (a project marker type, or a
// *jsonrpc.Error as it is): the handlers it decorates route their errors
// to the model, and their protocol errors are deliberate.
package protodeco

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ProtocolError marks an error the client must get as a JSON-RPC error.
type ProtocolError struct {
	Code int64
	Err  error
}

func (e *ProtocolError) Error() string { return e.Err.Error() }

func textError(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func render(heading string, err error) string { return heading + ": " + err.Error() }

func withToolErrors(heading string, h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err == nil {
			return res, nil
		}
		var pe *ProtocolError
		if errors.As(err, &pe) {
			return nil, &jsonrpc.Error{Code: pe.Code, Message: err.Error()}
		}
		var we *jsonrpc.Error
		if errors.As(err, &we) {
			return nil, we
		}
		return textError(render(heading, err)), nil
	}
}

func newList(dir string) mcp.ToolHandler {
	return withToolErrors("list", func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `func literal in newList tool="list" sdk=go-sdk kind=ToolHandler errors=iserror via=AddTool decorated by withToolErrors`
		if dir == "" {
			return nil, fmt.Errorf("no directory configured")
		}
		if len(req.Params.Arguments) == 0 {
			return nil, &ProtocolError{Code: -32602, Err: errors.New("arguments required")}
		}
		return &mcp.CallToolResult{}, nil
	})
}

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "list"}, newList("/srv"))
}
