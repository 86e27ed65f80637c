// Package keyscan resolves the caller by scanning the configured keys for // want package:`autherror deferred under C:autherror/keyscan.localeKey=zero`
// the one the request presents, in an mcp-go HTTP context function: the
// caller found is identity, and a tool denying it a tool it may not run
// decides on it. A locale found the same way from a non-identity header
// is not.
package keyscan

import (
	"context"
	"net/http"
	"slices"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type caller struct {
	name  string
	tools []string
}

type key struct {
	secret string
	name   string
	tools  []string
}

type locale struct{ lang, region string }

type callerKey struct{}

type localeKey struct{}

var keys []key

var locales = []locale{{"en", "US"}}

func lookup(r *http.Request) *caller {
	raw := r.Header.Get("X-API-Key")
	for _, k := range keys {
		if k.secret == raw {
			return &caller{name: k.name, tools: k.tools}
		}
	}
	return nil
}

func localeOf(r *http.Request) *locale {
	lang := r.Header.Get("Accept-Language")
	for i := range locales {
		if locales[i].lang == lang {
			return &locales[i]
		}
	}
	return nil
}

func contextFunc(ctx context.Context, r *http.Request) context.Context {
	if l := localeOf(r); l != nil {
		ctx = context.WithValue(ctx, localeKey{}, l)
	}
	if c := lookup(r); c != nil {
		ctx = context.WithValue(ctx, callerKey{}, c)
	}
	return ctx
}

func deploy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, _ := ctx.Value(callerKey{}).(*caller)
	if c == nil {
		return mcp.NewToolResultError("not signed in"), nil
	}
	if !slices.Contains(c.tools, "deploy") {
		return mcp.NewToolResultError("this key may not deploy"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("deployed"), nil
}

func greet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	l, _ := ctx.Value(localeKey{}).(*locale)
	if l == nil || l.region != "US" {
		return mcp.NewToolResultError("greetings are available in the US region only"), nil
	}
	return mcp.NewToolResultText("hello"), nil
}

func main() {
	s := server.NewMCPServer("keys", "1")
	s.AddTool(mcp.NewTool("deploy"), deploy)
	s.AddTool(mcp.NewTool("greet"), greet)
	_ = server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(contextFunc)).Start(":8080")
}
