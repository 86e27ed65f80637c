// Package authzuse uses authorization helpers of another package.
package authzuse

import (
	"context"
	"errors"

	"autherror/authzlib"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Key    string
	Scopes []string
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "put"}, put)
	mcp.AddTool(s, &mcp.Tool{Name: "get"}, get)
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "drop"}, drop)
	mcp.AddTool(s, &mcp.Tool{Name: "tag"}, tag)
	s.AddTool(&mcp.Tool{Name: "whoami"}, whoami)
}

// whoami only tests that token info is there: RequireBearerToken answers
// missing tokens itself, so this is a defensive check, not a decision.
func whoami(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Extra.TokenInfo == nil {
		return nil, errors.New("unauthenticated")
	}
	return &mcp.CallToolResult{}, nil
}

func put(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := authzlib.Require(ctx, "kv:write"); err != nil {
		return nil, nil, err // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	return nil, nil, nil
}

func get(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	v, err := authzlib.Load(ctx, a.Key)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: v}}}, nil, nil
}

// list passes the caller's scopes to the other package's check.
func list(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := authzlib.Grants(req.Extra.TokenInfo.Scopes, "kv:list"); err != nil {
		return nil, nil, err // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	return nil, nil, nil
}

var policy = &authzlib.Policy{}

// drop passes the caller's claims to a policy's method.
func drop(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := policy.Check("drop", req.Extra.TokenInfo.Extra); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil // want `caller authorization failure returned as an isError result`
	}
	return nil, nil, nil
}

// tag passes scopes the model gave: a check of the input, not of the
// caller.
func tag(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := authzlib.Grants(a.Scopes, "kv:tag"); err != nil {
		return nil, nil, err
	}
	return nil, nil, nil
}
