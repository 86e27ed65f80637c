// Package records registers handlers through project records, wrappers
// and decorators: rpcerror reports a handler's error only where the code
// between it and the SDK forwards the error as a JSON-RPC error.
package records

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is a project tool record.
type Tool struct {
	Def     mcp.Tool
	Handler server.ToolHandlerFunc
}

// convert turns the record's error into an isError result.
func convert(t Tool) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := t.Handler(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("not found") // converted by convert: not reported
}

// Traced is a record whose wrapper forwards the error after a span.
type Traced struct {
	Def mcp.Tool
	Run server.ToolHandlerFunc
}

type span struct{}

func (span) End() {}

func traced(t Traced) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		sp := span{}
		defer sp.End()
		return t.Run(ctx, req)
	}
}

func echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream failed") // want `returns an error that wrapper traced forwards as JSON-RPC error -32603`
}

// Handler is the project's handler type.
type Handler func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)

// recoverer turns panics into errors; returned errors pass unchanged.
func recoverer(next Handler) Handler {
	return func(ctx context.Context, args map[string]any) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res, err = nil, fmt.Errorf("panic: %v", r)
			}
		}()
		return next(ctx, args) // a decorator is not a tool: not reported
	}
}

// soften turns the error into an isError result.
func soften(next Handler) Handler {
	return func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
		res, err := next(ctx, args)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func adapt(h Handler) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(ctx, req.GetArguments())
	}
}

func search(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	return nil, errors.New("index unavailable") // want `returns an error that wrapper adapt forwards as JSON-RPC error -32603`
}

func soft(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	return nil, errors.New("index unavailable") // converted by soften: not reported
}

func register(s *server.MCPServer) {
	for _, t := range []Tool{{Def: mcp.NewTool("lookup"), Handler: lookup}} {
		s.AddTool(t.Def, convert(t))
	}
	tr := Traced{Def: mcp.NewTool("echo"), Run: echo}
	s.AddTool(tr.Def, traced(tr))
	s.AddTool(mcp.NewTool("search"), adapt(recoverer(search)))
	s.AddTool(mcp.NewTool("soft"), adapt(soften(recoverer(soft))))
}
