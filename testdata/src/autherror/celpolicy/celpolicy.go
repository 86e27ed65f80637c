// Package celpolicy has mcp-go tool middleware that lets a call through
// when a CEL policy, evaluated on the caller's claims, allows it: a
// decision on the caller, in a search over the policies or alone. A
// policy evaluated on the tool's arguments decides nothing on the
// caller.
package celpolicy

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/google/cel-go/cel"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type claimsKey struct{}

var (
	policies []cel.Program
	validate cel.Program
)

func fromRequest(ctx context.Context, r *http.Request) context.Context {
	claims := map[string]any{}
	if err := json.Unmarshal([]byte(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")), &claims); err != nil {
		return ctx
	}
	return context.WithValue(ctx, claimsKey{}, claims)
}

// anyPolicy searches the policies for one that allows the caller.
func anyPolicy(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		claims, _ := ctx.Value(claimsKey{}).(map[string]any)
		for _, p := range policies {
			out, _, err := p.Eval(map[string]any{"payload": claims, "tool": req.Params.Name})
			if err != nil {
				continue
			}
			if out.Value() == true {
				return next(ctx, req)
			}
		}
		return mcp.NewToolResultError("access denied"), nil // want `caller authorization failure returned as an isError result`
	}
}

// firstPolicy asks the first policy only.
func firstPolicy(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		claims, _ := ctx.Value(claimsKey{}).(map[string]any)
		out, _, err := policies[0].Eval(map[string]any{"payload": claims})
		if err != nil || out.Value() != true {
			return mcp.NewToolResultError("access denied"), nil // want `caller authorization failure returned as an isError result`
		}
		return next(ctx, req)
	}
}

// checked validates the tool's arguments with a CEL rule: the model's
// input, not the caller, fails it.
func checked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, _, err := validate.Eval(map[string]any{"args": req.GetArguments()})
	if err != nil || out.Value() != true {
		return mcp.NewToolResultError("the arguments break the rule"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// Serve serves the tools over HTTP.
func Serve(s *server.MCPServer) *server.StreamableHTTPServer {
	s.AddTool(mcp.NewTool("checked"), anyPolicy(firstPolicy(checked)))
	return server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(fromRequest))
}
