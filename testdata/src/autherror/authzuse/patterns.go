package authzuse

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func registerPatterns(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
	mcp.AddTool(s, &mcp.Tool{Name: "meetings"}, meetings)
	s.AddTool(&mcp.Tool{Name: "notes"}, notes)
}

// scopeIn is a local predicate over plain values: called with the token's
// scopes, it decides on the caller's identity.
func scopeIn(scopes []string, want string) bool {
	for _, s := range scopes {
		if s == want {
			return true
		}
	}
	return false
}

func search(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	ti := auth.TokenInfoFromContext(ctx)
	if ti == nil {
		return nil, nil, fmt.Errorf("user context not found")
	}
	if !scopeIn(ti.Scopes, "search") {
		return nil, nil, fmt.Errorf("insufficient scope: search required") // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	return nil, nil, nil
}

// rawToken extracts the caller's raw token: an identity getter, whose
// failure is not an authorization decision.
func rawToken(ti *auth.TokenInfo) (string, error) {
	if ti == nil || ti.Extra == nil {
		return "", errors.New("token info missing")
	}
	tok, ok := ti.Extra["raw_token"].(string)
	if !ok || tok == "" {
		return "", errors.New("raw token missing")
	}
	return tok, nil
}

func meetings(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	tok, err := rawToken(req.Extra.TokenInfo)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no token"}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: tok}}}, nil, nil
}

// owner returns the caller's user ID or fails when there is none.
func owner(req *mcp.CallToolRequest) (string, error) {
	if req.Extra == nil || req.Extra.TokenInfo == nil || req.Extra.TokenInfo.UserID == "" {
		return "", errors.New("authentication required")
	}
	return req.Extra.TokenInfo.UserID, nil
}

type note struct{ Owner, Text string }

var store = map[string]note{}

func notes(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	who, err := owner(req)
	if err != nil {
		return nil, err
	}
	n := store[string(req.Params.Arguments)]
	if n.Owner != who {
		return nil, fmt.Errorf("note belongs to another user") // want `caller authorization failure returned as an error \(sent as JSON-RPC error 0\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: n.Text}}}, nil
}
