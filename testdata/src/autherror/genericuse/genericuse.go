// Package genericuse stores the caller (from the bearer token's info) in // want package:`autherror deferred under C:autherror/genericuse.localeKey=zero`
// the context in its HTTP layer, and its go-sdk tools read it back through
// another package's generic accessors, or its own, given the key: a denial on it is
// the caller's authorization. The same accessors given another key (the
// caller's locale) read no identity.
package genericuse

import (
	"context"
	"errors"
	"net/http"

	"autherror/ctxvals"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type account struct {
	ID   string
	Role string
}

type accountKey struct{}

type localeKey struct{}

// withAccount stores the caller the token names.
func withAccount(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		info := auth.TokenInfoFromContext(r.Context())
		acct := account{ID: info.UserID, Role: "viewer"}
		ctx := context.WithValue(r.Context(), accountKey{}, acct)
		ctx = context.WithValue(ctx, localeKey{}, r.Header.Get("Accept-Language"))
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func Handler(s *mcp.Server) http.Handler {
	return withAccount(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
}

type none struct{}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "purge"}, purge)
	mcp.AddTool(s, &mcp.Tool{Name: "audit"}, audit)
	mcp.AddTool(s, &mcp.Tool{Name: "greet"}, greet)
	mcp.AddTool(s, &mcp.Tool{Name: "rotate"}, rotate)
}

// valueOf is this package's own generic accessor.
func valueOf[T any](ctx context.Context, key any) (T, bool) {
	v, ok := ctx.Value(key).(T)
	return v, ok
}

func rotate(ctx context.Context, _ *mcp.CallToolRequest, _ none) (*mcp.CallToolResult, any, error) {
	if a, ok := valueOf[account](ctx, accountKey{}); !ok || a.Role != "operator" {
		return nil, nil, errors.New("operators only") // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "rotated"}}}, nil, nil
}

func purge(ctx context.Context, _ *mcp.CallToolRequest, _ none) (*mcp.CallToolResult, any, error) {
	if a := ctxvals.Get[account](ctx, accountKey{}); a == nil || a.Role != "admin" {
		return nil, nil, errors.New("admin role required") // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "purged"}}}, nil, nil
}

func audit(ctx context.Context, _ *mcp.CallToolRequest, _ none) (*mcp.CallToolResult, any, error) {
	a, _ := ctxvals.Lookup[account](ctx, accountKey{})
	if a.Role != "auditor" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "auditors only"}}}, nil, nil // want `caller authorization failure returned as an isError result`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "audited"}}}, nil, nil
}

// greet decides on the caller's locale, which is no identity.
func greet(ctx context.Context, _ *mcp.CallToolRequest, _ none) (*mcp.CallToolResult, any, error) {
	if l := ctxvals.Get[string](ctx, localeKey{}); l == nil || *l != "en" {
		return nil, nil, errors.New("only English is supported")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "hello"}}}, nil, nil
}
