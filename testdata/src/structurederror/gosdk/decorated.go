package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// anyHandler is the shape of the tools' own handlers: any input, any
// output.
type anyHandler func(context.Context, *mcp.CallToolRequest, any) (*mcp.CallToolResult, any, error)

type kit struct{ hooks []func() }

type copyIn struct{ Src, Dst string }

type copyOut struct{ Bytes int }

// decorate returns h itself, or a closure that runs the hooks and
// returns h's results.
func (k *kit) decorate(h anyHandler) anyHandler {
	if len(k.hooks) == 0 {
		return h
	}
	return func(ctx context.Context, req *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error) {
		for _, f := range k.hooks {
			f()
		}
		return h(ctx, req, in)
	}
}

// registerCopy registers a typed adapter over the decorated handler: a
// nil output becomes a typed nil *copyOut, which the SDK turns into the
// zero copyOut beside every isError result of the tool's handler.
func (k *kit) registerCopy(s *mcp.Server) {
	base := func(ctx context.Context, req *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error) {
		c, ok := in.(copyIn)
		if !ok {
			return errResult("invalid input"), nil, nil // want `isError result returned with a nil error: go-sdk marshals the output \(\*copyOut\) into structuredContent anyway`
		}
		return k.handleCopy(ctx, req, c)
	}
	wrapped := k.decorate(base)
	mcp.AddTool(s, &mcp.Tool{Name: "copy"}, func(ctx context.Context, req *mcp.CallToolRequest, in copyIn) (*mcp.CallToolResult, *copyOut, error) {
		res, out, err := wrapped(ctx, req, in)
		if typed, ok := out.(*copyOut); ok {
			return res, typed, err
		}
		return res, nil, err
	})
}

func errResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

// handleCopy is the tool's own handler, called with the asserted input.
func (k *kit) handleCopy(ctx context.Context, req *mcp.CallToolRequest, in copyIn) (*mcp.CallToolResult, any, error) {
	if in.Src == "" {
		return errResult("src is required"), nil, nil // want `isError result returned with a nil error: go-sdk marshals the output \(\*copyOut\)`
	}
	if err := check(); err != nil {
		return nil, nil, err // the SDK's own isError result, without structured content
	}
	return &mcp.CallToolResult{}, &copyOut{Bytes: 1}, nil
}

// registerRaw registers the decorated handler as a low-level one: no
// output is attached, nothing to report.
func (k *kit) registerRaw(s *mcp.Server) {
	wrapped := k.decorate(k.handleRaw)
	s.AddTool(&mcp.Tool{Name: "raw"}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, _, err := wrapped(ctx, req, nil)
		return res, err
	})
}

func (k *kit) handleRaw(ctx context.Context, req *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error) {
	return errResult("raw failed"), nil, nil
}
