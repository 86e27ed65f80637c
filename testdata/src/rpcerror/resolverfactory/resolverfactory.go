// Package resolverfactory builds its typed handlers with factories that
// are given a resolver of the location input and a store: the closure
// the factory returns is the tool, and the resolver only a helper whose
// result feeds the store. A factory whose function parameter's result is
// the answer adapts that function: it is the tool.
package resolverfactory

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type locIn struct {
	Vsys string `json:"vsys,omitempty"`
}

type listIn struct {
	Location locIn `json:"location,omitempty"`
}

type lister interface {
	List(ctx context.Context, loc string) ([]string, error)
}

func listHandler(svc lister, resolve func(locIn) (string, error)) func(context.Context, *mcp.CallToolRequest, listIn) (*mcp.CallToolResult, any, error) {
	return func(ctx context.Context, _ *mcp.CallToolRequest, in listIn) (*mcp.CallToolResult, any, error) {
		loc, err := resolve(in.Location)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "bad location: " + err.Error()}}}, nil, nil
		}
		names, err := svc.List(ctx, loc)
		if err != nil {
			return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "list: " + err.Error()} // want `handler returns a \*jsonrpc.Error built from a failed call's error`
		}
		return nil, map[string]any{"entries": names}, nil
	}
}

type nameIn struct {
	Name string `json:"name"`
}

// checkHandler is given a check whose result it discards.
func checkHandler(check func(string) (string, error)) func(context.Context, *mcp.CallToolRequest, nameIn) (*mcp.CallToolResult, any, error) {
	return func(ctx context.Context, _ *mcp.CallToolRequest, in nameIn) (*mcp.CallToolResult, any, error) {
		if _, err := check(in.Name); err != nil {
			return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "check: " + err.Error()} // want `handler returns a \*jsonrpc.Error built from a failed call's error`
		}
		return nil, map[string]any{"ok": true}, nil
	}
}

// adapt adapts a tool function whose result is the answer: the function
// is the tool, and its error an isError result.
func adapt(fn func(string) (string, error)) func(context.Context, *mcp.CallToolRequest, nameIn) (*mcp.CallToolResult, any, error) {
	return func(ctx context.Context, _ *mcp.CallToolRequest, in nameIn) (*mcp.CallToolResult, any, error) {
		text, err := fn(in.Name)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
	}
}

type memLister struct{}

func (memLister) List(context.Context, string) ([]string, error) { return nil, errors.New("down") }

func register(s *mcp.Server) {
	resolve := func(in locIn) (string, error) {
		if in.Vsys == "" {
			return "", errors.New("vsys required")
		}
		return in.Vsys, nil
	}
	mcp.AddTool(s, &mcp.Tool{Name: "entry_list"}, listHandler(memLister{}, resolve))
	mcp.AddTool(s, &mcp.Tool{Name: "check"}, checkHandler(func(n string) (string, error) { return n, nil }))
	mcp.AddTool(s, &mcp.Tool{Name: "greet"}, adapt(func(n string) (string, error) {
		if n == "" {
			return "", fmt.Errorf("name required")
		}
		return "hello " + n, nil
	}))
}
