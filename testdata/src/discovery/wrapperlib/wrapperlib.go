// Package wrapperlib holds project-local adapters used by package wrapped.
package wrapperlib

import (
	"context"
	"log"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Forward adapts a typed function into a low-level handler and forwards its
// error: the inner error becomes a JSON-RPC error.
func Forward[In any](fn func(context.Context, *gomcp.CallToolRequest, In) (*gomcp.CallToolResult, error)) gomcp.ToolHandler { // want Forward:`wrapper\(param 0, go-sdk, errors=jsonrpc\(0\)\)`
	return func(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
		var in In
		res, err := fn(ctx, req, in)
		if err != nil {
			return nil, err
		}
		return res, nil
	}
}

// Convert adapts a function and turns its error into an isError result.
func Convert(fn func(context.Context, mcp.CallToolRequest) (string, error)) server.ToolHandlerFunc { // want Convert:`wrapper\(param 0, mcp-go, errors=iserror\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := fn(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil
	}
}

// Register registers directly with the typed go-sdk API.
func Register[In, Out any](s *gomcp.Server, t *gomcp.Tool, fn gomcp.ToolHandlerFor[In, Out]) { // want Register:`wrapper\(param 2, go-sdk, errors=iserror\)`
	gomcp.AddTool(s, t, fn)
}

// Tool is a project's own tool record, holding a low-level handler.
type Tool struct {
	Name    string
	Handler func(any) gomcp.ToolHandler
}

// Lower takes a typed handler but hands the SDK a low-level one that
// forwards the typed handler's error: despite the typed signature, its
// errors become JSON-RPC errors with code 0.
func Lower[In, Out any](name string, h gomcp.ToolHandlerFor[In, Out]) Tool { // want Lower:`wrapper\(param 1, go-sdk, errors=jsonrpc\(0\)\)`
	return Tool{Name: name, Handler: func(any) gomcp.ToolHandler {
		return func(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
			var in In
			res, _, err := h(ctx, req, in)
			return res, err
		}
	}}
}

// WithDeps adapts a handler that takes dependencies into one for Lower: the
// routing is Lower's, not that of the typed parameter it converts to.
func WithDeps[In, Out any](name string, h func(ctx context.Context, deps string, req *gomcp.CallToolRequest, in In) (*gomcp.CallToolResult, Out, error)) Tool { // want WithDeps:`wrapper\(param 1, go-sdk, errors=jsonrpc\(0\)\)`
	return Lower(name, func(ctx context.Context, req *gomcp.CallToolRequest, in In) (*gomcp.CallToolResult, Out, error) {
		return h(ctx, "deps", req, in)
	})
}

// Build adapts a project tool function (raw arguments in, text and an
// error out) into an mcp-go handler: a wrapper, whose routing of the
// function's error (an isError result) is its own.
func Build(build func(args map[string]any) (string, error)) server.ToolHandlerFunc { // want Build:`wrapper\(param 0, mcp-go, errors=iserror\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := build(req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil
	}
}

// Adapt adapts a plain function of the project's tool shape (typed input,
// output and an error) to a go-sdk typed handler that returns its
// results: the functions given to it are the tools, and their errors
// become isError results as a typed handler's do.
func Adapt[In, Out any](fn func(context.Context, In) (*Out, error)) gomcp.ToolHandlerFor[In, *Out] { // want Adapt:`wrapper\(param 0, go-sdk, errors=iserror\)`
	return func(ctx context.Context, _ *gomcp.CallToolRequest, in In) (*gomcp.CallToolResult, *Out, error) {
		out, err := fn(ctx, in)
		return nil, out, err
	}
}

// Tally takes a counter callback beside the handler it returns; the
// callback's error is logged, not returned: not a wrapper of it.
func Tally(count func(context.Context, string) (int, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n, err := count(ctx, req.Params.Name)
		if err != nil {
			log.Printf("count: %v", err)
		}
		return mcp.NewToolResultText(strconv.Itoa(n)), nil
	}
}
