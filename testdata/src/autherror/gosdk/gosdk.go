// Package gosdk exercises autherror on a go-sdk HTTP server.
package gosdk

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Repo string }

var errForbidden = errors.New("forbidden")

func serve(s *mcp.Server, verify auth.TokenVerifier) http.Handler {
	mcp.AddTool(s, &mcp.Tool{Name: "write"}, write)
	s.AddTool(&mcp.Tool{Name: "admin"}, admin)
	mcp.AddTool(s, &mcp.Tool{Name: "delete"}, del)
	mcp.AddTool(s, &mcp.Tool{Name: "purge"}, purge)
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, read)
	mcp.AddTool(s, &mcp.Tool{Name: "upstream"}, upstream)
	mcp.AddTool(s, &mcp.Tool{Name: "readonly"}, (&server{readOnly: true}).readonly)
	mcp.AddTool(s, &mcp.Tool{Name: "owner"}, owner)
	s.AddTool(&mcp.Tool{Name: "linked"}, linked)
	mcp.AddTool(s, &mcp.Tool{Name: "flagged"}, flagged)
	mcp.AddTool(s, &mcp.Tool{Name: "helped"}, helped)
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
	return auth.RequireBearerToken(verify, &auth.RequireBearerTokenOptions{Scopes: []string{"read"}})(h)
}

func write(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	ti := req.Extra.TokenInfo
	if !slices.Contains(ti.Scopes, "repo:write") {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "missing scope repo:write"}}}, nil, nil // want `caller authorization failure returned as an isError result, which the model cannot act on: enforce it in HTTP middleware .*auth.RequireBearerToken with Scopes answers 403 but omits error="insufficient_scope"`
	}
	return &mcp.CallToolResult{}, nil, nil
}

func admin(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ti := auth.TokenInfoFromContext(ctx)
	if ti == nil {
		// Unreachable behind RequireBearerToken (installed in this package).
		return nil, errors.New("unauthenticated")
	}
	isAdmin := false
	for _, s := range ti.Scopes {
		if s == "admin" {
			isAdmin = true
		}
	}
	if !isAdmin {
		return nil, errForbidden // want `caller authorization failure returned as an error \(sent as JSON-RPC error 0\)`
	}
	return &mcp.CallToolResult{}, nil
}

// hasScope is a project authorization helper.
func hasScope(ctx context.Context, scope string) bool {
	ti := auth.TokenInfoFromContext(ctx)
	return ti != nil && slices.Contains(ti.Scopes, scope)
}

func del(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if !hasScope(ctx, "repo:delete") {
		return nil, nil, fmt.Errorf("permission denied for %s", a.Repo) // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	return nil, nil, nil
}

// purge: a typed handler passes an unwrapped *jsonrpc.Error through as it
// is; the denial is still an authorization failure, sent as that error.
func purge(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if !hasScope(ctx, "repo:purge") {
		return nil, nil, &jsonrpc.Error{Code: -32001, Message: "missing scope repo:purge"} // want `caller authorization failure returned as an error \(sent as JSON-RPC error -32001\)`
	}
	return nil, nil, nil
}

// read: failures after the identity is used are not authorization failures.
func read(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	user := req.Extra.TokenInfo.UserID
	data, err := fetch(ctx, user, a.Repo)
	if err != nil {
		return nil, nil, err
	}
	if ti := req.Extra.TokenInfo; ti != nil {
		n, err := fetch(ctx, ti.UserID, "x")
		if err != nil {
			return nil, nil, err
		}
		data += n
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: data}}}, nil, nil
}

// upstream: the server's own credentials rejected by an upstream API.
func upstream(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	resp, err := http.Get("https://api.example.com/" + a.Repo)
	if err != nil {
		return nil, nil, err
	}
	if resp.StatusCode == http.StatusForbidden {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "permission denied by the API"}}}, nil, nil
	}
	return nil, nil, nil
}

type server struct{ readOnly bool }

// readonly: a server-configured read-only mode.
func (s *server) readonly(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if s.readOnly {
		return nil, nil, errors.New("server is in read-only mode")
	}
	return nil, nil, nil
}

// owner: a success guarded by the identity is fine.
func owner(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if ti := auth.TokenInfoFromContext(ctx); ti != nil && ti.UserID == "root" {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "hello root"}}}, nil, nil
	}
	return nil, nil, nil
}

func fetch(ctx context.Context, user, repo string) (string, error) { return user + repo, nil }

// linked answers with the OpenAI Apps SDK's per-tool OAuth challenge, which
// the client acts on.
func linked(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !hasScope(ctx, "account:link") {
		return challenge("account:link"), nil
	}
	return &mcp.CallToolResult{}, nil
}

func challenge(scope string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Meta:    mcp.Meta{"mcp/www_authenticate": []string{`Bearer error="insufficient_scope", scope="` + scope + `"`}},
		IsError: true,
	}
}

// flagged completes the isError result after building it.
func flagged(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	ti := req.Extra.TokenInfo
	if !slices.Contains(ti.Scopes, "repo:write") {
		res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "missing scope repo:write"}}}
		res.IsError = true
		return res, nil, nil // want `caller authorization failure returned as an isError result`
	}
	return &mcp.CallToolResult{}, nil, nil
}

// denied builds an isError result.
func denied(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

// helped answers through a helper that builds the isError result.
func helped(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	ti := req.Extra.TokenInfo
	if !slices.Contains(ti.Scopes, "repo:write") {
		return denied("missing scope repo:write"), nil, nil // want `caller authorization failure returned as an isError result`
	}
	return &mcp.CallToolResult{}, nil, nil
}
