// Package ctxuse has go-sdk handlers that deny on the principal another // want package:`autherror deferred under C:autherror/ctxlib.localeKey=zero`
// package's middleware stored in the context, and on scopes read from a
// request header.
package ctxuse

import (
	"context"
	"errors"
	"slices"
	"strings"

	"autherror/ctxlib"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Owner, Name string }

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "archive"}, archive)
	mcp.AddTool(s, &mcp.Tool{Name: "export"}, export)
	mcp.AddTool(s, &mcp.Tool{Name: "localized"}, localized)
	mcp.AddTool(s, &mcp.Tool{Name: "named"}, named)
	s.AddTool(&mcp.Tool{Name: "scoped"}, scoped)
	s.AddTool(&mcp.Tool{Name: "traced"}, traced)
}

func archive(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := ctxlib.RequireRole(ctx, "archiver"); err != nil {
		return nil, nil, err // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	return &mcp.CallToolResult{}, nil, nil
}

func export(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	p, _ := ctxlib.PrincipalFrom(ctx)
	if p.ID != a.Owner {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "not yours"}}}, nil, nil // want `caller authorization failure returned as an isError result`
	}
	return &mcp.CallToolResult{}, nil, nil
}

// localized decides on a context value that is not identity.
func localized(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if ctxlib.LocaleFrom(ctx) != "en" {
		return nil, nil, errors.New("only English is supported")
	}
	return &mcp.CallToolResult{}, nil, nil
}

// named denies on the tool's input, after reading the caller.
func named(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	p, _ := ctxlib.PrincipalFrom(ctx)
	if a.Name == "" {
		return nil, nil, errors.New("name is required")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: p.ID + a.Name}}}, nil, nil
}

func scoped(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	scopes := strings.Fields(req.Extra.Header.Get("X-Scopes"))
	if !slices.Contains(scopes, "reports:read") {
		return nil, errors.New("missing scope reports:read") // want `caller authorization failure returned as an error \(sent as JSON-RPC error 0\)`
	}
	return &mcp.CallToolResult{}, nil
}

// traced reads a header that is not identity.
func traced(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if id := req.Extra.Header.Get("X-Request-Id"); id == "" || strings.HasPrefix(id, "test-") {
		return nil, errors.New("bad request id")
	}
	return &mcp.CallToolResult{}, nil
}
