// Package named holds handlers whose results go through named result
// variables, deferred functions and errors known to be nil.
package named

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func fetch(ctx context.Context) (string, error) { return "", errors.New("upstream down") }

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("recovered"), recovered)
	s.AddTool(mcp.NewTool("bare"), bare)
	s.AddTool(mcp.NewTool("checkednil"), checkedNil)
	s.AddTool(mcp.NewTool("forwarded"), forwarded)
}

// recovered keeps its results in variables (a recover closure captures
// them); the failure text still reaches the model without isError.
func recovered(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError(fmt.Sprint(r))
			err = nil
		}
	}()
	text, ferr := fetch(ctx)
	if ferr != nil {
		return mcp.NewToolResultText(ferr.Error()), nil // want `result text is built from an error value`
	}
	return mcp.NewToolResultText(text), nil
}

// bare assigns the result and returns with a bare return.
func bare(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, serverErr error) {
	defer func() { _ = serverErr }()
	text, err := fetch(ctx)
	if err != nil {
		res = mcp.NewToolResultText(err.Error()) // want `result text is built from an error value`
		return
	}
	res = mcp.NewToolResultText(text)
	return
}

// checkedNil returns err where it is known to be nil: the result is what
// the client gets.
func checkedNil(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := fetch(ctx)
	if err == nil && text == "" {
		return mcp.NewToolResultText("Error: nothing found"), err // want `result text "Error: nothing found" reads as a failure`
	}
	return mcp.NewToolResultText(text), nil
}

// forwarded returns a non-nil error: the SDK drops the result, so its text
// is never seen.
func forwarded(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() { _ = err }()
	text, err := fetch(ctx)
	if err != nil {
		return mcp.NewToolResultText(err.Error()), err
	}
	return mcp.NewToolResultText(text), nil
}
