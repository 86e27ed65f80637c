// Package zeroid has mcp-go tools that read the caller's principal, a
// uuid.UUID that the HTTP context function stored after looking the bearer
// token up: testing it against the zero UUID (uuid.Nil, uuid.UUID{}) is a
// presence test, not an authorization decision; comparing it with the
// owner of what the tool touches is one.
package zeroid

import (
	"context"
	"net/http"
	"strings"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type principalKey struct{}

var sessions = map[string]uuid.UUID{}

var owners = map[string]uuid.UUID{}

func fromRequest(ctx context.Context, r *http.Request) context.Context {
	id, ok := sessions[strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")]
	if !ok {
		return ctx
	}
	return context.WithValue(ctx, principalKey{}, id)
}

func Serve(s *server.MCPServer) *server.StreamableHTTPServer {
	s.AddTool(mcp.NewTool("publish"), publish)
	s.AddTool(mcp.NewTool("draft"), draft)
	s.AddTool(mcp.NewTool("remove"), remove)
	return server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(fromRequest))
}

func publish(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	author, _ := ctx.Value(principalKey{}).(uuid.UUID)
	if author == uuid.Nil {
		return mcp.NewToolResultError("no caller principal"), nil
	}
	return mcp.NewToolResultText("published by " + author.String()), nil
}

func draft(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	author, _ := ctx.Value(principalKey{}).(uuid.UUID)
	if author == (uuid.UUID{}) {
		return mcp.NewToolResultError("no caller principal"), nil
	}
	return mcp.NewToolResultText("drafted"), nil
}

func remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	caller, _ := ctx.Value(principalKey{}).(uuid.UUID)
	if owners[req.GetString("doc", "")] != caller {
		return mcp.NewToolResultError("only the owner may remove it"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("removed"), nil
}
