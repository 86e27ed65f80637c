// Package ctxgosdk is a go-sdk HTTP server whose custom token verifier puts // want package:`autherror deferred under C:autherror/ctxgosdk.tierKey=zero`
// a role into the token info's Extra, and whose middleware promotes it into
// the context.
package ctxgosdk

import (
	"context"
	"errors"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Name  string
	Force bool
}

type roleKey struct{}

type tierKey struct{}

func verify(ctx context.Context, tok string, r *http.Request) (*auth.TokenInfo, error) {
	if tok == "" {
		return nil, auth.ErrInvalidToken
	}
	return &auth.TokenInfo{UserID: tok, Extra: map[string]any{"role": "viewer"}}, nil
}

// promote stores the role from the token info, and the service tier from
// the server's configuration, in the context.
func promote(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ti := auth.TokenInfoFromContext(r.Context())
		role, _ := ti.Extra["role"].(string)
		ctx := context.WithValue(r.Context(), roleKey{}, role)
		ctx = context.WithValue(ctx, tierKey{}, tier)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

var tier = "free"

func serve(s *mcp.Server) http.Handler {
	mcp.AddTool(s, &mcp.Tool{Name: "edit"}, edit)
	s.AddTool(&mcp.Tool{Name: "admin"}, admin)
	mcp.AddTool(s, &mcp.Tool{Name: "premium"}, premium)
	mcp.AddTool(s, &mcp.Tool{Name: "forced"}, forced)
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
	return auth.RequireBearerToken(verify, nil)(promote(h))
}

func edit(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	role, _ := ctx.Value(roleKey{}).(string)
	// A switch on the role decides like an if.
	switch role {
	case "editor", "admin":
		return &mcp.CallToolResult{}, nil, nil
	}
	return nil, nil, errors.New("editors only") // want `caller authorization failure returned as an error \(sent as an isError result\)`
}

func admin(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Extra.TokenInfo.Extra["role"] != "admin" {
		return nil, errors.New("admins only") // want `caller authorization failure returned as an error \(sent as JSON-RPC error 0\)`
	}
	return &mcp.CallToolResult{}, nil
}

// premium decides on a context value from the server's configuration.
func premium(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if t, _ := ctx.Value(tierKey{}).(string); t != "paid" {
		return nil, nil, errors.New("premium tools need a paid plan")
	}
	return &mcp.CallToolResult{}, nil, nil
}

// forced denies on the tool's input.
func forced(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	role, _ := ctx.Value(roleKey{}).(string)
	if a.Force && a.Name == "" {
		return nil, nil, errors.New("force needs a name")
	}
	if role == "admin" {
		return &mcp.CallToolResult{}, nil, nil
	}
	return &mcp.CallToolResult{}, nil, nil
}
