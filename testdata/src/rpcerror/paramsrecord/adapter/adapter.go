// Package adapter turns tool records into go-sdk low-level handlers,
// which forward the error of the record's function: go-sdk answers it as
// a JSON-RPC error. Every function kept in the record (core's, and the
// one a mutator here stores) answers its failures in the result, so the
// forward is never taken; a mutator storing a function that returns a Go
// error is reported at that function's return.
package adapter

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"rpcerror/paramsrecord/api"
	"rpcerror/paramsrecord/core"
)

// Mutator rewrites a record before it is registered.
type Mutator func(api.ServerTool) api.ServerTool

// WithList gives the "list" record its function.
func WithList(names func(context.Context) ([]string, error)) Mutator {
	return func(t api.ServerTool) api.ServerTool {
		if t.Name != "list" {
			return t
		}
		t.Handler = listHandler(names)
		return t
	}
}

func listHandler(names func(context.Context) ([]string, error)) api.HandlerFunc {
	return func(p api.Params) (*api.Result, error) {
		ns, err := names(p.Context)
		if err != nil {
			return api.NewResult("", err), nil
		}
		return api.NewResult(strings.Join(ns, "\n"), nil), nil
	}
}

// WithLegacy gives the "legacy" record a function that fails as a Go error.
func WithLegacy() Mutator {
	return func(t api.ServerTool) api.ServerTool {
		if t.Name == "legacy" {
			t.Handler = func(p api.Params) (*api.Result, error) {
				return nil, errors.New("legacy tools are gone") // want `tool handler func literal in func literal in WithLegacy returns an error that wrapper convert forwards as a JSON-RPC error with code 0`
			}
		}
		return t
	}
}

func convert(t api.ServerTool) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		_ = json.Unmarshal(req.Params.Arguments, &args)
		res, err := t.Handler(api.Params{Context: ctx, Args: args})
		if err != nil {
			return nil, err // judged at the functions' own returns
		}
		text := res.Text
		if res.Err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: res.Err.Error()}}}, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
	}
}

// Register adds core's tools to s, each rewritten by the mutators.
func Register(s *mcp.Server, muts ...Mutator) {
	for _, t := range core.Tools() {
		for _, m := range muts {
			t = m(t)
		}
		s.AddTool(&mcp.Tool{Name: t.Name}, convert(t))
	}
}
