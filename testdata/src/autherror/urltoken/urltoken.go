// Package urltoken resolves the caller from a credential in the request // want package:`autherror deferred under C:autherror/urltoken.ctxKey="workspace"`
// URL (a path segment, a query value, a path value) in an HTTP layer that
// answers 401 when it is unknown, and stores the user in the context: the
// tools' owner checks decide on the caller. A router storing the
// workspace its path names, answering no 401, sets no identity.
package urltoken

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type ctxKey string

const (
	callerKey    ctxKey = "caller"
	queryKey     ctxKey = "query-caller"
	workspaceKey ctxKey = "workspace"
)

var tokens, owners = map[string]string{}, map[string]string{}

func lookup(tok string) (string, bool) {
	u, ok := tokens[tok]
	return u, ok
}

// byPath serves /mcp/<token>/…: the credential is the first segment.
func byPath(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tok := strings.Split(strings.TrimPrefix(r.URL.Path, "/mcp/"), "/")[0]
		user, ok := lookup(tok)
		if !ok {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), callerKey, user)))
	})
}

// byQuery takes ?access_token=… or the {key} path value.
func byQuery(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tok := r.URL.Query().Get("access_token")
		if tok == "" {
			tok = r.PathValue("key")
		}
		user, ok := lookup(tok)
		if !ok {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), queryKey, user)))
	})
}

// route stores the workspace the path names: not the caller.
func route(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws := strings.TrimPrefix(r.URL.Path, "/ws/")
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), workspaceKey, ws)))
	})
}

func readDoc(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	user, _ := ctx.Value(callerKey).(string)
	if user == "" {
		return mcp.NewToolResultError("unauthorized"), nil
	}
	id := req.GetString("id", "")
	if owners[id] != user {
		return mcp.NewToolResultError("access denied"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("contents of " + id), nil
}

func deleteDoc(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	user, _ := ctx.Value(queryKey).(string)
	if id := req.GetString("id", ""); owners[id] != user {
		return mcp.NewToolResultError("only the owner may delete " + id), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("deleted"), nil
}

func listDocs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ws, _ := ctx.Value(workspaceKey).(string)
	if ws != req.GetString("workspace", "") {
		return mcp.NewToolResultError("workspace mismatch: open " + ws), nil
	}
	return mcp.NewToolResultText("docs"), nil
}

func main() {
	s := server.NewMCPServer("docs", "1.0.0")
	s.AddTool(mcp.NewTool("read_doc"), readDoc)
	s.AddTool(mcp.NewTool("delete_doc"), deleteDoc)
	s.AddTool(mcp.NewTool("list_docs"), listDocs)
	h := server.NewStreamableHTTPServer(s)
	http.Handle("/mcp/", byPath(h))
	http.Handle("/q/", byQuery(h))
	http.Handle("/ws/", route(h))
	_ = http.ListenAndServe(":8080", nil)
}
