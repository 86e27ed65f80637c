// Package ptrerruse serves go-sdk tools over HTTP behind a scope check
// of another package that returns its own error type by pointer.
package ptrerruse

import (
	"context"
	"errors"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"autherror/ptrerrlib"
)

type in struct{ Name string }
type out struct{ OK bool }

func authorize(p *ptrerrlib.Policy, req *mcp.CallToolRequest, scope string) error {
	if req.Extra == nil || req.Extra.TokenInfo == nil {
		return errors.New("missing bearer token")
	}
	if d := p.Authorize(scope, req.Extra.TokenInfo.Scopes); d != nil {
		return d
	}
	return nil
}

func rename(p *ptrerrlib.Policy) mcp.ToolHandlerFor[in, out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if err := authorize(p, req, "files:write"); err != nil {
			return nil, out{}, err // want `caller authorization failure`
		}
		if d := ptrerrlib.Validate(a.Name); d != nil {
			return nil, out{}, d
		}
		return nil, out{OK: true}, nil
	}
}

func serve(p *ptrerrlib.Policy) {
	s := mcp.NewServer(&mcp.Implementation{Name: "files"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "rename"}, rename(p))
	mcp.AddTool(s, &mcp.Tool{Name: "retitle"}, retitle(p))
	mcp.AddTool(s, &mcp.Tool{Name: "archive"}, archive)
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
	_ = http.ListenAndServe(":8080", h)
}

func retitle(p *ptrerrlib.Policy) mcp.ToolHandlerFor[in, out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if req.Extra == nil || req.Extra.TokenInfo == nil {
			return nil, out{}, nil
		}
		if d := p.Authorize("files:write", req.Extra.TokenInfo.Scopes); d != nil {
			return nil, out{}, d // want `caller authorization failure`
		}
		return nil, out{OK: true}, nil
	}
}

func archive(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if req.Extra == nil || req.Extra.TokenInfo == nil {
		return nil, out{}, nil
	}
	if d := ptrerrlib.Check("files:archive", req.Extra.TokenInfo.Scopes); d != nil {
		return nil, out{}, d // want `caller authorization failure`
	}
	return nil, out{OK: true}, nil
}
