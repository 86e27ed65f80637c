// Package methodwrap is an mcp-go HTTP server whose context function
// resolves the bearer key into the caller's grant. A method of the
// package adapts tool functions, func(ctx, args) (any, error), into
// handlers it registers itself: its closure gates each tool on the grant's
// level, and a tool function hands on the denial of a guard helper. Both
// denials are answered as isError results; the other failures are not
// the caller's.
package methodwrap

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type grant struct {
	ID    int
	Level string
}

type grantKey struct{}

var grants = map[string]*grant{}

func grantFrom(ctx context.Context) *grant {
	g, _ := ctx.Value(grantKey{}).(*grant)
	return g
}

func permits(level, need string) bool {
	return level == "admin" || level == need
}

var errNotAdmin = errors.New("admin grant required")

// requireAdmin fails only when the caller's grant is not an admin's.
func requireAdmin(ctx context.Context) error {
	if g := grantFrom(ctx); g == nil || g.Level != "admin" {
		return errNotAdmin
	}
	return nil
}

type toolFunc func(ctx context.Context, args map[string]any) (any, error)

type registry struct{ srv *server.MCPServer }

func (r *registry) add(t mcp.Tool, need string, fn toolFunc) {
	r.srv.AddTool(t, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		g := grantFrom(ctx)
		if g == nil {
			return mcp.NewToolResultError("not signed in"), nil
		}
		if !permits(g.Level, need) {
			return mcp.NewToolResultError("this key may not use " + need + " tools"), nil // want `caller authorization failure returned as an isError result`
		}
		out, err := fn(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	})
}

var pages = map[string]string{}

func serve() http.Handler {
	s := server.NewMCPServer("pages", "1")
	r := &registry{srv: s}
	r.add(mcp.NewTool("page_purge"), "admin", func(ctx context.Context, args map[string]any) (any, error) {
		if err := requireAdmin(ctx); err != nil {
			return nil, err // want `caller authorization failure returned as an error \(sent as an isError result\)`
		}
		clear(pages)
		return "purged", nil
	})
	r.add(mcp.NewTool("page_get"), "read", func(ctx context.Context, args map[string]any) (any, error) {
		id, _ := args["id"].(string)
		p, ok := pages[id]
		if !ok {
			return nil, fmt.Errorf("no page %q", id)
		}
		return p, nil
	})
	return server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(func(ctx context.Context, r *http.Request) context.Context {
		if g := grants[strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")]; g != nil {
			ctx = context.WithValue(ctx, grantKey{}, g)
		}
		return ctx
	}))
}
