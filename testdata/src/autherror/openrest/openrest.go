// Package openrest serves openlib's notes over a REST API: it calls a // want package:`autherror deferred under`
// handler-shaped method it does not register, which is no tool.
package openrest

import (
	"net/http"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"autherror/openlib"
)

func Purge(n *openlib.Notes) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		req := &gosdk.CallToolRequest{Extra: &gosdk.RequestExtra{Header: r.Header}}
		if _, err := n.Purge(r.Context(), req); err != nil {
			http.Error(w, err.Error(), http.StatusForbidden)
		}
	}
}
