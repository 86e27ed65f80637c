package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type service struct{ ready bool }

func registerInner(s *mcp.Server, svc *service) {
	mcp.AddTool(s, &mcp.Tool{Name: "wrapped"}, svc.wrapped)
	mcp.AddTool(s, &mcp.Tool{Name: "made"}, makeHandler(svc))
	mcp.AddTool(s, &mcp.Tool{Name: "method"}, svc.viaMethod)
}

// ErrorResult builds an isError result from a message.
func ErrorResult(msg string) *mcp.CallToolResult {
	res := &mcp.CallToolResult{}
	res.SetError(errors.New(msg))
	return res
}

// run is the tool's work: it answers a failure with an isError result and an
// empty output.
func (s *service) run(ctx context.Context, a in) (*mcp.CallToolResult, out, error) {
	if !s.ready {
		return ErrorResult("service not ready"), out{}, nil
	}
	return nil, out{N: 1}, nil
}

// fail answers with an isError result from a method.
func (s *service) fail(msg string) *mcp.CallToolResult {
	return ErrorResult("service: " + msg)
}

func (s *service) wrapped(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	res, o, err := s.run(ctx, a)
	return res, o, err // want `isError result returned with a nil error: go-sdk marshals the output \(out\)`
}

func makeHandler(s *service) mcp.ToolHandlerFor[in, out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if !s.ready {
			return s.fail("not ready"), out{}, nil // want `isError result returned with a nil error: go-sdk marshals the output \(out\)`
		}
		return nil, out{N: 1}, nil
	}
}

func (s *service) viaMethod(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	var o out
	res := s.fail("not ready")
	if !s.ready {
		return res, o, nil // want `isError result returned with a nil error: go-sdk marshals the output \(out\)`
	}
	return nil, out{N: 1}, nil
}
