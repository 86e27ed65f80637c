// Package wrappedexported exercises exported tools of a project function
// type that an exported wrapper of the same package adapts: another
// package registers them (`s.AddTool(def, lib.Execute(lib.ListItems))`),
// so they are listed here with the wrapper's routing.
package wrappedexported

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Op is the project's tool shape: any value for JSON, or an error.
type Op func(ctx context.Context, req mcp.CallToolRequest) (any, error)

// Execute adapts an Op, turning its error into an isError result.
func Execute(op Op) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := op(ctx, req)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("failed", err), nil
		}
		b, err := json.Marshal(v)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("cannot encode", err), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

func ListItems(ctx context.Context, req mcp.CallToolRequest) (any, error) { // want `ListItems tool=\? sdk=mcp-go kind=none errors=iserror via=wrapper Execute`
	return nil, errors.New("x")
}

// listHidden is not exported: a package that registers it is this one.
func listHidden(ctx context.Context, req mcp.CallToolRequest) (any, error) {
	return nil, errors.New("x")
}

// Count has another signature: it is not an Op.
func Count(ctx context.Context, req mcp.CallToolRequest) (int, error) {
	return 0, errors.New("x")
}

// Parse takes a request but is not of a wrapped type: no tool.
type Parser func(req mcp.CallToolRequest) (string, error)

func Parse(req mcp.CallToolRequest) (string, error) { return "", nil }
