// Package owned is an mcp-go HTTP server whose context function keeps the
// bearer token; a method decodes the caller from it, and a helper loads an
// instance through a client interface and checks its owner.
package owned

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type contextKey int

const authTokenKey contextKey = iota

func httpContext(ctx context.Context, r *http.Request) context.Context {
	if token := r.Header.Get("Authorization"); token != "" {
		ctx = context.WithValue(ctx, authTokenKey, token)
	}
	return ctx
}

func authToken(ctx context.Context) string {
	if t, ok := ctx.Value(authTokenKey).(string); ok {
		return t
	}
	return ""
}

// userFromToken decodes the caller from a JWT a proxy verified.
func userFromToken(token string) (string, error) {
	parts := strings.Split(strings.TrimPrefix(token, "Bearer "), ".")
	if len(parts) != 3 {
		return "", fmt.Errorf("invalid JWT")
	}
	payload, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return "", err
	}
	var claims struct {
		Email string `json:"email"`
	}
	if err := json.Unmarshal(payload, &claims); err != nil {
		return "", err
	}
	return claims.Email, nil
}

type instance struct{ Spec struct{ Owner string } }

type client interface {
	Get(ctx context.Context, name string, into *instance) error
}

type srv struct{ c client }

func (s *srv) user(ctx context.Context) (string, error) {
	t := authToken(ctx)
	if t == "" {
		return "", fmt.Errorf("no Authorization header")
	}
	return userFromToken(t)
}

func failure(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(msg)}, IsError: true}
}

func (s *srv) owned(ctx context.Context, req mcp.CallToolRequest) (*instance, *mcp.CallToolResult) {
	u, err := s.user(ctx)
	if err != nil {
		return nil, failure("authentication required: " + err.Error())
	}
	name := req.GetString("name", "")
	if name == "" {
		return nil, failure("name is required")
	}
	var inst instance
	if err := s.c.Get(ctx, name, &inst); err != nil {
		return nil, failure("no instance " + name)
	}
	if inst.Spec.Owner != u {
		return nil, failure("you do not own " + name) // want `caller authorization failure returned as an isError result`
	}
	return &inst, nil
}

func (s *srv) remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	inst, errRes := s.owned(ctx, req)
	if errRes != nil {
		return errRes, nil
	}
	return mcp.NewToolResultText(inst.Spec.Owner), nil
}

func serve(s *srv) {
	m := server.NewMCPServer("x", "1")
	m.AddTool(mcp.NewTool("remove"), s.remove)
	server.NewStreamableHTTPServer(m, server.WithHTTPContextFunc(httpContext))
}
