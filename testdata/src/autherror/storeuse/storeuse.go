// Package storeuse serves tools behind an HTTP middleware that resolves
// the caller with storeauth.Store.Lookup: a tool middleware that refuses
// a caller without the tool's scope is autherror's; one that resolves
// the caller again and answers a missing or unknown token (the
// resolver's failure, no decision on who the caller is) is not.
package storeuse

import (
	"context"
	"log"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"autherror/storeauth"
)

var required = map[string]string{"notes_write": "notes:write"}

func scopeGuard(a *storeauth.Store) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			c, ok := storeauth.From(ctx)
			if !ok {
				var err error
				c, err = a.Lookup(req.Header)
				if err != nil {
					c, err = a.Authenticate(req.Header)
				}
				if err != nil {
					return mcp.NewToolResultError("missing or invalid bearer token"), nil
				}
			}
			if need := required[req.Params.Name]; need != "" && !c.HasScope(need) {
				return mcp.NewToolResultError("forbidden: needs scope " + need), nil // want `caller authorization failure returned as an isError result`
			}
			log.Printf("%s calls %s", c.ID, req.Params.Name)
			return next(ctx, req)
		}
	}
}

func bearer(a *storeauth.Store, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := a.Lookup(r.Header)
		if err != nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(storeauth.With(r.Context(), c)))
	})
}

// Handler serves the tools.
func Handler(a *storeauth.Store) http.Handler {
	s := server.NewMCPServer("notes", "1.0.0", server.WithToolHandlerMiddleware(scopeGuard(a)))
	s.AddTool(mcp.NewTool("notes_write"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("saved"), nil
	})
	return bearer(a, server.NewStreamableHTTPServer(s))
}
