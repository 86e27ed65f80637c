// Package registrarlib registers go-sdk typed tools for the apps of the
// module: each app passes the function that makes a tool's answer, and
// the handler the registrar builds returns that function's error, which
// the SDK writes into the result's text. The apps' packages decide what
// their functions' errors carry (reported there, at each function passed).
package registrarlib

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// AddRead registers produce as a read-only tool.
func AddRead[In any](srv *mcp.Server, name string, produce func(context.Context, In) (fmt.Stringer, error)) {
	mcp.AddTool(srv, &mcp.Tool{Name: name}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		v, err := produce(ctx, in)
		if err != nil {
			return nil, nil, err // decided by each package that calls AddRead, at the function it passes
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: v.String()}}}, nil, nil
	})
}

// AddStatic registers a tool answering with what text returns.
func AddStatic(srv *mcp.Server, name string, text func(context.Context) (fmt.Stringer, error)) {
	mcp.AddTool(srv, &mcp.Tool{Name: name}, func(ctx context.Context, _ *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
		v, err := text(ctx)
		if err != nil {
			return nil, nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: v.String()}}}, nil, nil
	})
}
