// Package keyuse is a go-sdk HTTP server whose middleware resolves the
// bearer key with keyvault's lookup and keeps the key's record: a denial on
// a claim of that record is the caller's.
package keyuse

import (
	"context"
	"net/http"
	"strings"

	"autherror/keyvault"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type keyCtx struct{}

func withKey(v *keyvault.Vault, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		k, _, err := v.FindKey(r.Context(), strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer "))
		if err != nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), keyCtx{}, k)))
	})
}

func failed(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

type empty struct{}

func purge(ctx context.Context, _ *mcp.CallToolRequest, _ empty) (*mcp.CallToolResult, any, error) {
	k, _ := ctx.Value(keyCtx{}).(keyvault.Key)
	if !k.CanAdmin {
		return failed("admin keys only"), nil, nil // want `caller authorization failure returned as an isError result`
	}
	return nil, map[string]bool{"ok": true}, nil
}

func serve(v *keyvault.Vault) http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "keys", Version: "1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "purge"}, purge)
	return withKey(v, mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
}
