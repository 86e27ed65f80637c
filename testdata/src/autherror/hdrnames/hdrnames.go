// Package hdrnames stores request headers naming who calls (a terminal's, // want package:`autherror deferred under C:autherror/hdrnames.key=2, C:autherror/hdrnames.key=3`
// an agent's, an account's id) in the context, and others that do not (the
// client's version, the MCP session): the tools' comparisons of the first
// with a configured principal decide on the caller.
package hdrnames

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type key int

const (
	terminalKey key = iota
	accountKey
	versionKey
	sessionKey
)

var principal, minVersion = "t-1", "2.0"

func contextFunc(ctx context.Context, r *http.Request) context.Context {
	ctx = context.WithValue(ctx, terminalKey, r.Header.Get("X-Gateway-Terminal-Id"))
	ctx = context.WithValue(ctx, accountKey, r.Header.Get("X-Account"))
	ctx = context.WithValue(ctx, versionKey, r.Header.Get("X-Client-Version"))
	return context.WithValue(ctx, sessionKey, r.Header.Get("Mcp-Session-Id"))
}

func assign(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	caller, _ := ctx.Value(terminalKey).(string)
	if caller != principal {
		return mcp.NewToolResultError("forbidden: only the principal terminal may assign chats"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("assigned"), nil
}

func close(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if acct, _ := ctx.Value(accountKey).(string); acct != req.GetString("owner", "") {
		return mcp.NewToolResultError("forbidden: not your chat"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("closed"), nil
}

func upgrade(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if v, _ := ctx.Value(versionKey).(string); v < minVersion {
		return mcp.NewToolResultError("this tool needs client 2.0 or later"), nil
	}
	if sid, _ := ctx.Value(sessionKey).(string); sid != req.GetString("session", "") {
		return mcp.NewToolResultError("the session given is not this one"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func main() {
	s := server.NewMCPServer("gw", "1")
	s.AddTool(mcp.NewTool("assign"), assign)
	s.AddTool(mcp.NewTool("close"), close)
	s.AddTool(mcp.NewTool("upgrade"), upgrade)
	_ = server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(contextFunc)).Start(":8080")
}
