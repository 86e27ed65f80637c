package main

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/authz/tools"
)

// authzSSE serves more tools over SSE; its context function stores the
// role and plan under keys of package tools, and a tool middleware checks
// the caller's role per tool.
func authzSSE(more *tools.More) http.Handler {
	m := server.NewMCPServer("authz-sse", "1.0.0", server.WithToolHandlerMiddleware(roleGate))
	tools.RegisterMore(m, more)
	m.AddTool(mcp.NewTool("rebootNode"), rebootNode)
	m.AddTool(mcp.NewTool("nodeStatus"), nodeStatus)
	return server.NewSSEServer(m, server.WithSSEContextFunc(sseContext))
}

func sseContext(ctx context.Context, r *http.Request) context.Context {
	ctx = context.WithValue(ctx, tools.RoleKey, strings.ToLower(r.Header.Get("X-User-Role")))
	claims := strings.Split(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer "), ".")
	return context.WithValue(ctx, tools.PlanKey, claims[len(claims)-1])
}

// roleGate denies guests every tool but the read-only ones, as a tool
// result.
func roleGate(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Header.Get("X-User-Role") == "guest" && !strings.HasPrefix(req.Params.Name, "get") {
			return mcp.NewToolResultError("guests may only call read-only tools"), nil // want autherror:`returned as an isError result`
		}
		return next(ctx, req)
	}
}

type claims struct {
	Sub      string `json:"sub"`
	Operator bool   `json:"operator"`
}

// parseJWT stands for a JWT library: it returns the token's claims.
func parseJWT(raw string) (*claims, error) {
	parts := strings.Split(strings.TrimPrefix(raw, "Bearer "), ".")
	if len(parts) != 3 {
		return nil, errors.New("malformed token")
	}
	payload, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return nil, err
	}
	c := new(claims)
	return c, json.Unmarshal(payload, c)
}

func rebootNode(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := parseJWT(req.Header.Get("Authorization"))
	if err != nil {
		return mcp.NewToolResultError("send a valid bearer token"), nil // ok autherror
	}
	if !c.Operator {
		return mcp.NewToolResultError("only operators may reboot nodes"), nil // want autherror:`returned as an isError result`
	}
	return mcp.NewToolResultText("rebooting"), nil
}

// nodeStatus uses the caller's subject only to label the answer.
func nodeStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := parseJWT(req.Header.Get("Authorization"))
	if err != nil {
		c = &claims{Sub: "anonymous"}
	}
	node := req.GetString("node", "")
	if node == "" {
		return mcp.NewToolResultError("node is required"), nil // ok autherror
	}
	return mcp.NewToolResultText(node + " is up (asked by " + c.Sub + ")"), nil
}
